import type { RequestType } from '../types/requestTypes'
import type { Messages } from '@/i18n/messages'

type FormMessages = Messages['forms']

/** The service forms' message groups: each has a purpose line and a submit label. */
export type ServiceFormMessages = {
  [K in keyof FormMessages]: FormMessages[K] extends { purpose: string; submit: string } ? K : never
}[keyof FormMessages]

/** Where each request type's words are: `forms.<group>`. */
export const formMessages = {
  'details-request': 'detailsRequest',
  claim: 'claim',
  complaint: 'complaint',
  'visa-activation': 'visaActivation',
  'insurance-extension': 'insuranceExtension',
  'insurance-cancellation': 'insuranceCancellation',
  quote: 'quote',
} as const satisfies Record<RequestType, ServiceFormMessages>
