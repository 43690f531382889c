'use client'

import { useTranslations } from 'next-intl'

import { referenceNumberProps } from '@/components/forms/fieldProps'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { DateField } from '@/components/forms/DateField/DateField'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { TextField } from '@/components/forms/TextField'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { entryDateRule } from '@/forms/serviceRequests/dateLimits'
import type { visaActivationForm } from '@/forms/serviceRequests/visaActivation'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'

const loadSchema = () =>
  import('@/forms/serviceRequests/visaActivation').then((m) => m.visaActivationForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof visaActivationForm)['fields']>
  privacyHref: string
}

/** Activate Visit Visa (spec §2.6), checked again by the API with the same schema. */
export function VisaActivationForm({ form: browserForm, privacyHref }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(browserForm, loadSchema)
  const {
    register,
    control,
    formState: { errors },
  } = form

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>{t('visaActivation.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="visaActivation" privacyHref={privacyHref} {...frame}>
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
        <DateField
          control={control}
          name="entry_date"
          label={t('labels.entry_date')}
          rule={entryDateRule}
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
