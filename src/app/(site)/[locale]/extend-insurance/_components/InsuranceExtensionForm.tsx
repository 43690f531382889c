'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { applyServerErrors } from '@/app/(embed)/[locale]/e-services/_components/applyServerErrors'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { DateField } from '@/components/forms/DateField/DateField'
import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { SelectField } from '@/components/forms/SelectField'
import { TextField } from '@/components/forms/TextField'
import { useErrorSummary } from '@/components/forms/useErrorSummary'
import { VisaRequestReceived } from '@/components/forms/VisaRequestReceived'
import { textLink } from '@/components/ui/styles'
import { sendServiceRequest } from '@/forms/serviceRequests/client'
import { visaExpiryDateRule } from '@/forms/serviceRequests/dateLimits'
import { insuranceExtensionSchema } from '@/forms/serviceRequests/insuranceExtension'
import { type LocalizedOptionLists, optionValues } from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

const order = [
  'passport_number',
  'visa_number',
  'border_number',
  'extension_period',
  'visa_expiry_date',
  'consent',
] as const

type Values = z.input<ReturnType<typeof insuranceExtensionSchema>>

const empty: Values = {
  passport_number: '',
  visa_number: '',
  border_number: '',
  extension_period: '',
  visa_expiry_date: '',
  consent: false,
}

type Props = { lists: LocalizedOptionLists }

/** Extend Insurance (spec §2.6): checked in the browser and again by the API with the same schema. */
export function InsuranceExtensionForm({ lists }: Props) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(
    () => insuranceExtensionSchema((key, values) => tErrors(key, values), optionValues(lists)),
    [tErrors, lists],
  )
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    // Errors show once a field is left, then follow the typing; the summary takes focus on submit.
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: empty,
  })
  const summary = useErrorSummary(errors, order)
  const [reference, setReference] = useState<string | null>(null)

  const onValid = handleSubmit(
    async (values) => {
      summary.clear()
      const result = await sendServiceRequest('insurance-extension', values, locale)
      if (result.kind === 'ok') {
        setReference(result.data.reference)
        reset(empty)
        return
      }
      if (result.kind === 'invalid') {
        const { fields, unplaced } = applyServerErrors(result.errors, order, setError)
        summary.raise(fields, unplaced ? result.message : undefined)
        return
      }
      summary.raise([], t('requestFailed'))
    },
    (failed: FieldErrors) => summary.raise(Object.keys(failed)),
  )

  if (reference)
    return <VisaRequestReceived reference={reference} onAnother={() => setReference(null)} />

  const label = (key: (typeof order)[number]) => t(`labels.${key}`)
  // Numbers as printed: read left to right in Arabic too, no spelling or autofill suggestions.
  const numberProps = {
    dir: 'ltr',
    spellCheck: false,
    autoCapitalize: 'characters',
    autoComplete: 'off',
  } as const

  return (
    <form onSubmit={onValid} noValidate className="mt-6 max-w-3xl space-y-3">
      <p className="text-slate-700">
        {t.rich('insuranceExtension.purpose', {
          link: (chunks) => (
            <Link href="/privacy-policy" className={textLink}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      {summary.visible ? (
        <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} />
      ) : null}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={label('passport_number')}
          error={errors.passport_number?.message}
          {...numberProps}
          {...register('passport_number')}
        />
        <TextField
          label={label('visa_number')}
          error={errors.visa_number?.message}
          inputMode="numeric"
          {...numberProps}
          {...register('visa_number')}
        />
        <TextField
          label={label('border_number')}
          error={errors.border_number?.message}
          inputMode="numeric"
          {...numberProps}
          {...register('border_number')}
        />
        <SelectField
          label={label('extension_period')}
          error={errors.extension_period?.message}
          options={lists.extensionPeriods}
          placeholder={t('choose')}
          {...register('extension_period')}
        />
        <DateField
          control={control}
          name="visa_expiry_date"
          label={label('visa_expiry_date')}
          rule={visaExpiryDateRule}
        />
      </div>
      <CheckboxField
        label={label('consent')}
        error={errors.consent?.message}
        {...register('consent')}
      />
      <SubmitButton submitting={isSubmitting}>{t('insuranceExtension.submit')}</SubmitButton>
    </form>
  )
}
