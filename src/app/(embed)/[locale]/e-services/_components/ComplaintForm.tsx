'use client'

import { useLocale, useTranslations } from 'next-intl'

import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { SelectField } from '@/components/forms/SelectField'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { complaintForm } from '@/forms/serviceRequests/complaint'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { VisibleField } from '@/forms/fieldList'
import {
  complaintRelations,
  type LocalizedOptionLists,
  localizedOptions,
  serviceRequestTypes,
} from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'

import { ComplaintReceived } from './ComplaintReceived'

const loadSchema = () =>
  import('@/forms/serviceRequests/complaint').then((m) => m.complaintForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof complaintForm)['fields']>
  privacyHref: string
  complaintsHref: string
  lists: LocalizedOptionLists
}

/** The complaint form: validated in the browser and again by the API with the same schema. */
export function ComplaintForm({ form: browserForm, privacyHref, complaintsHref, lists }: Props) {
  const locale = useLocale() as Locale
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

  if (reference)
    return (
      <ComplaintReceived
        reference={reference}
        complaintsHref={complaintsHref}
        onAnother={startAgain}
      />
    )

  const options = {
    cities: lists.cities,
    products: lists.products,
    types: localizedOptions(serviceRequestTypes, locale),
    relations: localizedOptions(complaintRelations, locale),
  }
  const labels = (key: VisibleField<(typeof complaintForm)['fields']>) => t(`labels.${key}`)

  return (
    <ServiceRequestFormFrame
      form="complaint"
      privacyHref={privacyHref}
      privacyTarget="_top"
      {...frame}
      className="mt-3 space-y-3"
    >
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={labels('full_name')}
          error={errors.full_name?.message}
          autoComplete="name"
          {...register('full_name')}
        />
        <TextField
          label={labels('id_number')}
          hint={t('hints.id_number')}
          error={errors.id_number?.message}
          inputMode="numeric"
          dir="ltr"
          spellCheck={false}
          {...register('id_number')}
        />
        <PhoneField
          label={labels('phone')}
          hint={t('hints.phone')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <EmailField label={labels('email')} error={errors.email?.message} {...register('email')} />
        <SelectField
          label={labels('city')}
          error={errors.city?.message}
          options={options.cities}
          placeholder={t('choose')}
          autoComplete="address-level2"
          {...register('city')}
        />
        <SelectField
          label={labels('product')}
          error={errors.product?.message}
          options={options.products}
          placeholder={t('choose')}
          optional
          {...register('product')}
        />
        <SelectField
          label={labels('service_request_type')}
          error={errors.service_request_type?.message}
          options={options.types}
          placeholder={t('choose')}
          {...register('service_request_type')}
        />
        <SelectField
          label={labels('complaint_relation')}
          error={errors.complaint_relation?.message}
          options={options.relations}
          placeholder={t('choose')}
          {...register('complaint_relation')}
        />
      </div>
      <TextArea
        label={labels('description')}
        error={errors.description?.message}
        rows={5}
        {...register('description')}
      />
      <CheckboxField
        label={labels('consent')}
        error={errors.consent?.message}
        {...register('consent')}
      />
    </ServiceRequestFormFrame>
  )
}
