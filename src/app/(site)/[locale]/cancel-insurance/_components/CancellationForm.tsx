'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useMemo } from 'react'

import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { FileField } from '@/components/forms/FileField'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { sendServiceRequestWithFiles } from '@/forms/serviceRequests/client'
import { documentAccept, DOCUMENTS_MAX } from '@/forms/serviceRequests/documents'
import { insuranceCancellationSchema } from '@/forms/serviceRequests/insuranceCancellation'
import { type LocalizedOptionLists, optionValues } from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'

const order = [
  'policy_number',
  'visa_number',
  'passport_number',
  'reason',
  'phone',
  'email',
  'iban',
  'note',
  'documents',
  'message',
  'consent',
] as const

const empty = {
  policy_number: '',
  visa_number: '',
  passport_number: '',
  reason: '',
  phone: '',
  email: '',
  iban: '',
  note: '',
  documents: undefined as unknown,
  message: '',
  consent: false,
}

type Props = { privacyHref: string; lists: LocalizedOptionLists }

/** Cancel insurance (spec §2.6): sent with its documents; the refund goes to the IBAN given. */
export function CancellationForm({ privacyHref, lists }: Props) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(
    () => insuranceCancellationSchema((key, values) => tErrors(key, values), optionValues(lists)),
    [tErrors, lists],
  )
  const { form, summary, onSubmit, reference, startAgain } = useServiceRequestForm({
    schema,
    defaultValues: empty,
    order,
    send: ({ documents, ...fields }) => sendServiceRequestWithFiles('insurance-cancellation', { ...fields, documents: documents as File[] }, locale),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('insuranceCancellation.received')}</p>
      </RequestReceived>
    )
  }

  const numberProps = { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' } as const
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>

  return (
    <form onSubmit={onSubmit} noValidate encType="multipart/form-data" className="mt-6 max-w-3xl space-y-3">
      <PrivacyNotice form="insuranceCancellation" privacyHref={privacyHref} />
      {summary.visible ? <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} /> : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField label={t('labels.policy_number')} error={errors.policy_number?.message} {...numberProps} {...register('policy_number')} />
        <TextField
          label={t('labels.visa_number')}
          error={errors.visa_number?.message}
          inputMode="numeric"
          {...numberProps}
          {...register('visa_number')}
        />
        <TextField label={t('labels.passport_number')} error={errors.passport_number?.message} {...numberProps} {...register('passport_number')} />
        <SelectField
          label={t('labels.reason')}
          error={errors.reason?.message}
          options={lists.cancellationReasons}
          placeholder={t('choose')}
          {...register('reason')}
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
          label={t('labels.iban')}
          hint={t.rich('insuranceCancellation.ibanHint', { ltr })}
          error={errors.iban?.message}
          {...numberProps}
          {...register('iban')}
        />
        <TextField label={t('labels.note')} error={errors.note?.message} optional {...register('note')} />
      </div>
      <FileField
        label={t('labels.documents')}
        hint={t('insuranceCancellation.documentsHint', { max: DOCUMENTS_MAX })}
        error={errors.documents?.message}
        multiple
        accept={documentAccept}
        {...register('documents')}
      />
      <TextArea label={t('labels.message')} error={errors.message?.message} optional {...register('message')} />
      <CheckboxField label={t('labels.consent')} error={errors.consent?.message} {...register('consent')} />
      <SubmitButton submitting={isSubmitting}>{t('insuranceCancellation.submit')}</SubmitButton>
    </form>
  )
}
