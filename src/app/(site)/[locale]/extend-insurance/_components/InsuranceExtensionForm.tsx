'use client'

import { useTranslations } from 'next-intl'

import { FormFields } from '@/components/forms/FormFields'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { insuranceExtensionForm } from '@/forms/serviceRequests/insuranceExtension'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () =>
  import('@/forms/serviceRequests/insuranceExtension').then((m) => m.insuranceExtensionForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof insuranceExtensionForm)['fields']>
  privacyHref: string
  lists: LocalizedOptionLists
}

/** Extend Insurance (spec §2.6): periods from the CMS list, checked again by the API with the same schema. */
export function InsuranceExtensionForm({ form: browserForm, privacyHref, lists }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('insuranceExtension.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="insuranceExtension" privacyHref={privacyHref} {...frame}>
      <FormFields layout={browserForm} form={form} lists={lists} />
    </ServiceRequestFormFrame>
  )
}
