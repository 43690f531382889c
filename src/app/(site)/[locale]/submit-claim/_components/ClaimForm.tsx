'use client'

import { useTranslations } from 'next-intl'

import { referenceNumberProps } from '@/components/forms/fieldProps'
import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { textLink } from '@/components/ui/styles'
import type { claimForm } from '@/forms/serviceRequests/claim'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () => import('@/forms/serviceRequests/claim').then((m) => m.claimForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof claimForm)['fields']>
  privacyHref: string
  claimsHref: string
  lists: LocalizedOptionLists
}

/** Submit your claim (spec §2.6). The reference it gives, with the ID, tracks the claim. */
export function ClaimForm({ form: browserForm, privacyHref, claimsHref, lists }: Props) {
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

  return (
    <ServiceRequestFormFrame form="claim" privacyHref={privacyHref} {...frame}>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={t('labels.full_name')}
          error={errors.full_name?.message}
          autoComplete="name"
          {...register('full_name')}
        />
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
        <TextField
          label={t('labels.policy_number')}
          error={errors.policy_number?.message}
          {...referenceNumberProps}
          {...register('policy_number')}
        />
        <TextField
          label={t('labels.claim_number')}
          error={errors.claim_number?.message}
          optional
          {...referenceNumberProps}
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
  )
}
