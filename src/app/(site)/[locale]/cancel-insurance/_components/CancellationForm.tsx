'use client'

import { useTranslations } from 'next-intl'

import { FormFields } from '@/components/forms/FormFields'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { insuranceCancellationForm } from '@/forms/serviceRequests/insuranceCancellation'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () =>
  import('@/forms/serviceRequests/insuranceCancellation').then(
    (m) => m.insuranceCancellationForm.schema,
  )

type Props = {
  form: BrowserServiceForm<(typeof insuranceCancellationForm)['fields']>
  privacyHref: string
  lists: LocalizedOptionLists
}

/** Cancel insurance (spec §2.6): sent with its documents; the refund goes to the IBAN given. */
export function CancellationForm({ form: browserForm, privacyHref, lists }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('insuranceCancellation.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="insuranceCancellation" privacyHref={privacyHref} {...frame}>
      <FormFields layout={browserForm} form={form} lists={lists} />
    </ServiceRequestFormFrame>
  )
}
