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
import { textLink } from '@/components/ui/styles'
import { claimSchema } from '@/forms/serviceRequests/claim'
import { sendServiceRequest } from '@/forms/serviceRequests/client'
import { type LocalizedOptionLists, optionValues } from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'

const order = [
  'full_name',
  'id_number',
  'phone',
  'city',
  'email',
  'policy_number',
  'claim_number',
  'product',
  'comments',
  'consent',
] as const

const empty = {
  full_name: '',
  id_number: '',
  phone: '',
  city: '',
  email: '',
  policy_number: '',
  claim_number: '',
  product: '',
  comments: '',
  consent: false,
}

type Props = { privacyHref: string; claimsHref: string; lists: LocalizedOptionLists }

/** Submit your claim (spec §2.6). The reference it gives, with the ID, tracks the claim. */
export function ClaimForm({ privacyHref, claimsHref, lists }: Props) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(() => claimSchema((key, values) => tErrors(key, values), optionValues(lists)), [tErrors, lists])
  const { form, summary, onSubmit, reference, startAgain } = useServiceRequestForm({
    schema,
    defaultValues: empty,
    order,
    send: (values) => sendServiceRequest('claim', values, locale),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>
          {t.rich('claim.received', {
            link: (chunks) => (
              <a href={claimsHref} className={textLink}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </RequestReceived>
    )
  }

  const numberProps = { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' } as const

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 max-w-3xl space-y-3">
      <PrivacyNotice form="claim" privacyHref={privacyHref} />
      {summary.visible ? <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} /> : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField label={t('labels.full_name')} error={errors.full_name?.message} autoComplete="name" {...register('full_name')} />
        <TextField
          label={t('labels.id_number')}
          hint={t('hints.id_number')}
          error={errors.id_number?.message}
          inputMode="numeric"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          {...register('id_number')}
        />
        <PhoneField
          label={t('labels.phone')}
          hint={t('hints.phone')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label={t('labels.city')}
          error={errors.city?.message}
          options={lists.cities}
          placeholder={t('choose')}
          autoComplete="address-level2"
          {...register('city')}
        />
        <EmailField
          label={t('labels.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label={t('labels.policy_number')} error={errors.policy_number?.message} {...numberProps} {...register('policy_number')} />
        <TextField
          label={t('labels.claim_number')}
          error={errors.claim_number?.message}
          optional
          {...numberProps}
          {...register('claim_number')}
        />
        <SelectField
          label={t('labels.claim_product')}
          error={errors.product?.message}
          options={lists.products}
          placeholder={t('choose')}
          optional
          {...register('product')}
        />
      </div>
      <TextArea label={t('labels.comments')} error={errors.comments?.message} optional {...register('comments')} />
      <CheckboxField label={t('labels.consent')} error={errors.consent?.message} {...register('consent')} />
      <SubmitButton submitting={isSubmitting}>{t('claim.submit')}</SubmitButton>
    </form>
  )
}
