'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import { CheckboxField } from '@/components/forms/CheckboxField'
import { DateField } from '@/components/forms/DateField/DateField'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { sendServiceRequest } from '@/forms/serviceRequests/client'
import { entryDateRule } from '@/forms/serviceRequests/dateLimits'
import { visaActivationSchema } from '@/forms/serviceRequests/visaActivation'
import type { Locale } from '@/i18n/locales'

/** Numbers as printed: left to right in Arabic too, no spelling or autofill suggestions. */
const referenceNumberProps = { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' } as const

const order = ['policy_number', 'visa_number', 'passport_number', 'entry_date', 'consent'] as const

const empty = { policy_number: '', visa_number: '', passport_number: '', entry_date: '', consent: false }

/** Activate Visit Visa (spec §2.6), checked again by the API with the same schema. */
export function VisaActivationForm({ privacyHref }: { privacyHref: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(() => visaActivationSchema((key, values) => tErrors(key, values)), [tErrors])
  const { form, summary, onSubmit, reference, startAgain } = useServiceRequestForm({
    schema,
    defaultValues: empty,
    order,
    send: (values) => sendServiceRequest('visa-activation', values, locale),
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('visaActivation.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 max-w-3xl space-y-3">
      <PrivacyNotice form="visaActivation" privacyHref={privacyHref} />
      {summary.visible ? <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} /> : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={t('labels.policy_number')}
          error={errors.policy_number?.message}
          {...referenceNumberProps}
          {...register('policy_number')}
        />
        <TextField
          label={t('labels.visa_number')}
          error={errors.visa_number?.message}
          inputMode="numeric"
          {...referenceNumberProps}
          {...register('visa_number')}
        />
        <TextField
          label={t('labels.passport_number')}
          error={errors.passport_number?.message}
          {...referenceNumberProps}
          {...register('passport_number')}
        />
        <DateField control={control} name="entry_date" label={t('labels.entry_date')} rule={entryDateRule} />
      </div>
      <CheckboxField label={t('labels.consent')} error={errors.consent?.message} {...register('consent')} />
      <SubmitButton submitting={isSubmitting}>{t('visaActivation.submit')}</SubmitButton>
    </form>
  )
}
