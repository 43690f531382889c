import type { FieldLayout } from '@/forms/fieldList'

import { claimForm } from './claim'
import { complaintForm } from './complaint'
import { detailsRequestForm } from './detailsRequest'
import { insuranceCancellationForm } from './insuranceCancellation'
import { insuranceExtensionForm } from './insuranceExtension'
import { quoteForm } from './quote'
import { visaActivationForm } from './visaActivation'

/**
 * The request types sent as JSON, each with its form. Insurance cancellation carries files and
 * comes as multipart (src/features/service-requests/api/withDocuments.ts).
 */
export const jsonRequestForms = {
  'details-request': detailsRequestForm,
  claim: claimForm,
  complaint: complaintForm,
  'visa-activation': visaActivationForm,
  'insurance-extension': insuranceExtensionForm,
  quote: quoteForm,
}

export type JsonRequestType = keyof typeof jsonRequestForms

type RequestSchemas = { [T in JsonRequestType]: (typeof jsonRequestForms)[T]['schema'] }

/** Each JSON request type's schema: what the handler checks a body with. */
export const requestSchemas = Object.fromEntries(
  Object.entries(jsonRequestForms).map(([type, form]) => [type, form.schema]),
) as RequestSchemas

export function isJsonRequestType(value: unknown): value is JsonRequestType {
  return typeof value === 'string' && Object.hasOwn(jsonRequestForms, value)
}

/**
 * Every field of the request forms by name. A name means one thing in every form
 * (`tests/unit/formLayouts.test.ts` checks that its choices, dates and look agree), so what reads a
 * stored request finds a field's choices and kind here without knowing which form sent it.
 */
export const requestFieldLayouts: Readonly<Record<string, FieldLayout>> = Object.assign(
  {},
  insuranceCancellationForm.fields,
  ...Object.values(jsonRequestForms).map((form) => form.fields),
)
