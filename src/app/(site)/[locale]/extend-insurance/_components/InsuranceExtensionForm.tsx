'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import { CheckboxField } from '@/components/forms/CheckboxField'
import { DateField } from '@/components/forms/DateField/DateField'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { sendServiceRequest } from '@/forms/serviceRequests/client'
import { visaExpiryDateRule } from '@/forms/serviceRequests/dateLimits'
import { insuranceExtensionSchema } from '@/forms/serviceRequests/insuranceExtension'
import { type LocalizedOptionLists, optionValues } from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'

/** Numbers as printed: left to right in Arabic too, no spelling or autofill suggestions. */
const referenceNumberProps = { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' } as const

const order = ['passport_number', 'visa_number', 'border_number', 'extension_period', 'visa_expiry_date', 'consent'] as const

const empty = {
  passport_number: '',
  visa_number: '',
  border_number: '',
  extension_period: '',
  visa_expiry_date: '',
  consent: false,
}

type Props = { privacyHref: string; lists: LocalizedOptionLists }

/** Extend Insurance (spec §2.6): periods from the CMS list, checked again by the API with the same schema. */
export function InsuranceExtensionForm({ privacyHref, lists }: Props) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(() => insuranceExtensionSchema((key, values) => tErrors(key, values), optionValues(lists)), [tErrors, lists])
  const { form, summary, onSubmit, reference, startAgain } = useServiceRequestForm({
    schema,
    defaultValues: empty,
    order,
    send: (values) => sendServiceRequest('insurance-extension', values, locale),
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('insuranceExtension.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 max-w-3xl space-y-3">
      <PrivacyNotice form="insuranceExtension" privacyHref={privacyHref} />
      {summary.visible ? <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} /> : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={t('labels.passport_number')}
          error={errors.passport_number?.message}
          {...referenceNumberProps}
          {...register('passport_number')}
        />
        <TextField
          label={t('labels.visa_number')}
          error={errors.visa_number?.message}
          inputMode="numeric"
          {...referenceNumberProps}
          {...register('visa_number')}
        />
        <TextField
          label={t('labels.border_number')}
          error={errors.border_number?.message}
          inputMode="numeric"
          {...referenceNumberProps}
          {...register('border_number')}
        />
        <SelectField
          label={t('labels.extension_period')}
          error={errors.extension_period?.message}
          options={lists.extensionPeriods}
          placeholder={t('choose')}
          {...register('extension_period')}
        />
        <DateField control={control} name="visa_expiry_date" label={t('labels.visa_expiry_date')} rule={visaExpiryDateRule} />
      </div>
      <CheckboxField label={t('labels.consent')} error={errors.consent?.message} {...register('consent')} />
      <SubmitButton submitting={isSubmitting}>{t('insuranceExtension.submit')}</SubmitButton>
    </form>
  )
}
