'use client'

import { useTranslations } from 'next-intl'

import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { SelectField } from '@/components/forms/SelectField'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import type { detailsRequestForm } from '@/forms/serviceRequests/detailsRequest'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () =>
  import('@/forms/serviceRequests/detailsRequest').then((m) => m.detailsRequestForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof detailsRequestForm)['fields']>
  privacyHref: string
  lists: LocalizedOptionLists
}

/** Details request for corporate cover (spec §2.6), checked again by the API with the same schema. */
export function DetailsRequestForm({ form: browserForm, privacyHref, lists }: Props) {
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
        <p>{t('detailsRequest.received')}</p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="detailsRequest" privacyHref={privacyHref} {...frame}>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={t('labels.full_name')}
          error={errors.full_name?.message}
          autoComplete="name"
          {...register('full_name')}
        />
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
