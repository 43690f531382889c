'use client'

import { useTranslations } from 'next-intl'

import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { FormCard } from '@/components/forms/FormCard'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
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
  const {
    register,
    formState: { errors },
  } = form

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
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <TextField
              label={t('labels.full_name')}
              error={errors.full_name?.message}
              autoComplete="name"
              {...register('full_name')}
            />
            <PhoneField
              label={t('labels.phone')}
              hint={t('hints.phone')}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <EmailField
              label={t('labels.email')}
              error={errors.email?.message}
              {...register('email')}
            />
            <SelectField
              label={t('labels.product_of_interest')}
              error={errors.product?.message}
              options={lists.products}
              placeholder={t('choose')}
              {...register('product')}
            />
            <SelectField
              label={t('labels.city')}
              error={errors.city?.message}
              options={lists.cities}
              placeholder={t('choose')}
              autoComplete="address-level2"
              {...register('city')}
            />
          </div>
          <TextArea
            label={t('labels.comments')}
            error={errors.comments?.message}
            optional
            {...register('comments')}
          />
          <CheckboxField
            label={t('labels.consent')}
            error={errors.consent?.message}
            {...register('consent')}
          />
        </ServiceRequestFormFrame>
      )}
    </FormCard>
  )
}
