'use client'

import { useTranslations } from 'next-intl'

import { FormFields } from '@/components/forms/FormFields'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { visaActivationForm } from '@/forms/serviceRequests/visaActivation'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'

const loadSchema = () =>
  import('@/forms/serviceRequests/visaActivation').then((m) => m.visaActivationForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof visaActivationForm)['fields']>
  privacyHref: string
}

/** Activate Visit Visa (spec §2.6), checked again by the API with the same schema. */
export function VisaActivationForm({ form: browserForm, privacyHref }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(browserForm, loadSchema)

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('visaActivation.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="visaActivation" privacyHref={privacyHref} {...frame}>
      <FormFields layout={browserForm} form={form} />
    </ServiceRequestFormFrame>
  )
}
