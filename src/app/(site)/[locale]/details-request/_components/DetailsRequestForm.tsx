'use client'

import { useTranslations } from 'next-intl'

import { FormFields } from '@/components/forms/FormFields'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { detailsRequestForm } from '@/forms/serviceRequests/detailsRequest'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () =>
  import('@/forms/serviceRequests/detailsRequest').then((m) => m.detailsRequestForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof detailsRequestForm)['fields']>
  privacyHref: string
  lists: LocalizedOptionLists
}

/** Details request for corporate cover (spec §2.6), checked again by the API with the same schema. */
export function DetailsRequestForm({ form: browserForm, privacyHref, lists }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('detailsRequest.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="detailsRequest" privacyHref={privacyHref} {...frame}>
      <FormFields layout={browserForm} form={form} lists={lists} />
    </ServiceRequestFormFrame>
  )
}
