'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { referenceNumberProps } from '@/components/forms/fieldProps'
import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { FileField } from '@/components/forms/FileField'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { documentAccept, DOCUMENTS_MAX } from '@/forms/serviceRequests/documents'
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
  const {
    register,
    formState: { errors },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('insuranceCancellation.received')}</p>
      </RequestReceived>
    )
  }

  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>

  return (
    <ServiceRequestFormFrame form="insuranceCancellation" privacyHref={privacyHref} {...frame}>
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
          {...referenceNumberProps}
          {...register('iban')}
        />
        <TextField
          label={t('labels.note')}
          error={errors.note?.message}
          optional
          {...register('note')}
        />
      </div>
      <FileField
        label={t('labels.documents')}
        hint={t('insuranceCancellation.documentsHint', { max: DOCUMENTS_MAX })}
        error={errors.documents?.message}
        multiple
        accept={documentAccept}
        {...register('documents')}
      />
      <TextArea
        label={t('labels.message')}
        error={errors.message?.message}
        optional
        {...register('message')}
      />
      <CheckboxField
        label={t('labels.consent')}
        error={errors.consent?.message}
        {...register('consent')}
      />
    </ServiceRequestFormFrame>
  )
}
