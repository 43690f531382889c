'use client'

import { useTranslations } from 'next-intl'

import { FormCard } from '@/components/forms/FormCard'
import { FormFields } from '@/components/forms/FormFields'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'
import type { quoteForm } from '@/forms/serviceRequests/quote'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'

const loadSchema = () => import('@/forms/serviceRequests/quote').then((m) => m.quoteForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof quoteForm)['fields']>
  privacyHref: string
  lists: LocalizedOptionLists
}

/** A quote request under the get-a-quote page's sections; an adviser calls back with the price. */
export function QuoteForm({ form: browserForm, privacyHref, lists }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )

  return (
    <FormCard title={t('quote.title')} intro={reference ? undefined : <p>{t('quote.intro')}</p>}>
      {reference ? (
        <RequestReceived reference={reference} onAnother={startAgain}>
          <p>{t('quote.received')}</p>
        </RequestReceived>
      ) : (
        <ServiceRequestFormFrame
          form="quote"
          privacyHref={privacyHref}
          {...frame}
          className="mt-5 space-y-3"
        >
          <FormFields layout={browserForm} form={form} lists={lists} />
        </ServiceRequestFormFrame>
      )}
    </FormCard>
  )
}
