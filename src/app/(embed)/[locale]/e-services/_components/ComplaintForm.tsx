'use client'

import { FormFields } from '@/components/forms/FormFields'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { complaintForm } from '@/forms/serviceRequests/complaint'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

import { ComplaintReceived } from './ComplaintReceived'

const loadSchema = () =>
  import('@/forms/serviceRequests/complaint').then((m) => m.complaintForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof complaintForm)['fields']>
  privacyHref: string
  complaintsHref: string
  lists: LocalizedOptionLists
}

/** The complaint form: validated in the browser and again by the API with the same schema. */
export function ComplaintForm({ form: browserForm, privacyHref, complaintsHref, lists }: Props) {
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )

  if (reference)
    return (
      <ComplaintReceived
        reference={reference}
        complaintsHref={complaintsHref}
        onAnother={startAgain}
      />
    )

  return (
    <ServiceRequestFormFrame
      form="complaint"
      privacyHref={privacyHref}
      privacyTarget="_top"
      {...frame}
      className="mt-3 space-y-3"
    >
      <FormFields layout={browserForm} form={form} lists={lists} />
    </ServiceRequestFormFrame>
  )
}
