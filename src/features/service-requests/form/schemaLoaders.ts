import type { SchemaBuilder } from '@/components/forms/useCheckedForm'
import type { FieldList, FormInput, FormOutput } from '@/forms/fieldList'
import type { OptionValues } from '@/forms/options'
import type { RequestType } from '../types/requestTypes'

type AnyServiceForm = FieldList<OptionValues>
type LoadSchema = () => Promise<
  SchemaBuilder<FormInput<AnyServiceForm>, FormOutput<AnyServiceForm>>
>

/**
 * Each request type's schema, imported when the visitor reaches its form: one `import()` per
 * form, so a page fetches its own rules and no other form's.
 */
export const schemaLoaders = {
  'details-request': () =>
    import('../types/detailsRequest').then((m) => m.detailsRequestForm.schema),
  claim: () => import('../types/claim').then((m) => m.claimForm.schema),
  complaint: () => import('../types/complaint').then((m) => m.complaintForm.schema),
  'visa-activation': () =>
    import('../types/visaActivation').then((m) => m.visaActivationForm.schema),
  'insurance-extension': () =>
    import('../types/insuranceExtension').then((m) => m.insuranceExtensionForm.schema),
  'insurance-cancellation': () =>
    import('../types/insuranceCancellation').then((m) => m.insuranceCancellationForm.schema),
  quote: () => import('../types/quote').then((m) => m.quoteForm.schema),
} satisfies Record<RequestType, LoadSchema>
