'use client'

import { useTranslations } from 'next-intl'

import { referenceNumberProps } from '@/components/forms/fieldProps'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { DateField } from '@/components/forms/DateField/DateField'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { TextField } from '@/components/forms/TextField'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { visaExpiryDateRule } from '@/forms/serviceRequests/dateLimits'
import type { insuranceExtensionForm } from '@/forms/serviceRequests/insuranceExtension'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () =>
  import('@/forms/serviceRequests/insuranceExtension').then((m) => m.insuranceExtensionForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof insuranceExtensionForm)['fields']>
  privacyHref: string
  lists: LocalizedOptionLists
}

/** Extend Insurance (spec §2.6): periods from the CMS list, checked again by the API with the same schema. */
export function InsuranceExtensionForm({ form: browserForm, privacyHref, lists }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )
  const {
    register,
    control,
    formState: { errors },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('insuranceExtension.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="insuranceExtension" privacyHref={privacyHref} {...frame}>
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
        <DateField
          control={control}
          name="visa_expiry_date"
          label={t('labels.visa_expiry_date')}
          rule={visaExpiryDateRule}
        />
      </div>
      <CheckboxField
        label={t('labels.consent')}
        error={errors.consent?.message}
        {...register('consent')}
      />
    </ServiceRequestFormFrame>
  )
}
