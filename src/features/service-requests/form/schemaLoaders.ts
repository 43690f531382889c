import type { SchemaBuilder } from '@/components/forms/useCheckedForm'
import type { FieldList, FormInput, FormOutput } from '@/forms/fieldList'
import type { OptionValues } from '@/forms/serviceRequests/options'
import type { RequestType } from '@/forms/serviceRequests/requestTypes'

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
    import('@/forms/serviceRequests/detailsRequest').then((m) => m.detailsRequestForm.schema),
  claim: () => import('@/forms/serviceRequests/claim').then((m) => m.claimForm.schema),
  complaint: () => import('@/forms/serviceRequests/complaint').then((m) => m.complaintForm.schema),
  'visa-activation': () =>
    import('@/forms/serviceRequests/visaActivation').then((m) => m.visaActivationForm.schema),
  'insurance-extension': () =>
    import('@/forms/serviceRequests/insuranceExtension').then(
      (m) => m.insuranceExtensionForm.schema,
    ),
  'insurance-cancellation': () =>
    import('@/forms/serviceRequests/insuranceCancellation').then(
      (m) => m.insuranceCancellationForm.schema,
    ),
  quote: () => import('@/forms/serviceRequests/quote').then((m) => m.quoteForm.schema),
} satisfies Record<RequestType, LoadSchema>
