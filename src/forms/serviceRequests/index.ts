import type * as z from 'zod/mini'

import { claimSchema } from './claim'
import { complaintSchema } from './complaint'
import { detailsRequestSchema } from './detailsRequest'
import { insuranceExtensionSchema } from './insuranceExtension'
import type { FormTranslator } from './messages'
import type { OptionValues } from './options'
import { quoteSchema } from './quote'
import type { RequestType } from './requestTypes'
import { visaActivationSchema } from './visaActivation'

/**
 * The request types sent as JSON, each with its schema. Insurance cancellation carries files and
 * comes as multipart; it is not accepted here yet.
 */
export const requestSchemas = {
  'details-request': detailsRequestSchema,
  claim: claimSchema,
  complaint: complaintSchema,
  'visa-activation': visaActivationSchema,
  'insurance-extension': insuranceExtensionSchema,
  quote: quoteSchema,
} satisfies Partial<Record<RequestType, (t: FormTranslator, lists: OptionValues) => z.ZodMiniType>>

export type JsonRequestType = keyof typeof requestSchemas

export function isJsonRequestType(value: unknown): value is JsonRequestType {
  return typeof value === 'string' && Object.hasOwn(requestSchemas, value)
}
