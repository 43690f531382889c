'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { sendServiceRequest } from '@/forms/serviceRequests/client'
import { detailsRequestSchema } from '@/forms/serviceRequests/detailsRequest'
import { type LocalizedOptionLists, optionValues } from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'

const order = ['full_name', 'position', 'phone', 'email', 'company_name', 'company_activity', 'product', 'comments', 'consent'] as const

const empty = {
  full_name: '',
  position: '',
  phone: '',
  email: '',
  company_name: '',
  company_activity: '',
  product: '',
  comments: '',
  consent: false,
}

type Props = { privacyHref: string; lists: LocalizedOptionLists }

/** Details request for corporate cover (spec §2.6), checked again by the API with the same schema. */
export function DetailsRequestForm({ privacyHref, lists }: Props) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(() => detailsRequestSchema((key, values) => tErrors(key, values), optionValues(lists)), [tErrors, lists])
  const { form, summary, onSubmit, reference, startAgain } = useServiceRequestForm({
    schema,
    defaultValues: empty,
    order,
    send: (values) => sendServiceRequest('details-request', values, locale),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('detailsRequest.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 max-w-3xl space-y-3">
      <PrivacyNotice form="detailsRequest" privacyHref={privacyHref} />
      {summary.visible ? <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} /> : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField label={t('labels.full_name')} error={errors.full_name?.message} autoComplete="name" {...register('full_name')} />
        <TextField
          label={t('labels.position')}
          error={errors.position?.message}
          autoComplete="organization-title"
          optional
          {...register('position')}
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
        <TextField
          label={t('labels.company_name')}
          error={errors.company_name?.message}
          autoComplete="organization"
          {...register('company_name')}
        />
        <TextField
          label={t('labels.company_activity')}
          error={errors.company_activity?.message}
          optional
          {...register('company_activity')}
        />
        <SelectField
          label={t('labels.product_of_interest')}
          error={errors.product?.message}
          options={lists.products}
          placeholder={t('choose')}
          optional
          {...register('product')}
        />
      </div>
      <TextArea label={t('labels.comments')} error={errors.comments?.message} optional {...register('comments')} />
      <CheckboxField label={t('labels.consent')} error={errors.consent?.message} {...register('consent')} />
      <SubmitButton submitting={isSubmitting}>{t('detailsRequest.submit')}</SubmitButton>
    </form>
  )
}
