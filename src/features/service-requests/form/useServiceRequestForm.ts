'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { FieldErrors } from 'react-hook-form'

import type { FieldList, FormInput, FormOutput } from '@/forms/fieldList'
import { sendServiceRequest } from '../types/client'
import type { LocalizedOptionLists, OptionValues } from '@/forms/options'
import type { BrowserServiceForm } from '../types/serviceForm'
import type { Locale } from '@/i18n/locales'

import { applyServerErrors } from '@/components/forms/applyServerErrors'
import { type SchemaBuilder, useCheckedForm } from '@/components/forms/useCheckedForm'

/**
 * The flow every service form shares, from the form the page hands over: checked as every form
 * is (`useCheckedForm`, with the schema `loadSchema` imports), sent, the API's field messages put
 * back on the fields, and the reference kept for the confirmation. `lists` are the CMS choices the
 * form offers, if it has dropdowns.
 */
export function useServiceRequestForm<F extends FieldList<OptionValues>>(
  serviceForm: BrowserServiceForm<F>,
  loadSchema: () => Promise<SchemaBuilder<FormInput<F>, FormOutput<F>>>,
  lists?: LocalizedOptionLists,
) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const { empty, order } = serviceForm
  const { form, summary } = useCheckedForm({ loadSchema, lists, defaultValues: empty, order })
  const [reference, setReference] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(
    async (values) => {
      summary.clear()
      const result = await sendServiceRequest(serviceForm, values, locale)
      if (result.ok) {
        setReference(result.data.reference)
        form.reset(empty)
        return
      }
      if (result.kind === 'invalid') {
        const { fields, unplaced } = applyServerErrors(result.errors, order, form.setError)
        summary.raise(fields, unplaced ? result.message : undefined)
        return
      }
      summary.raise([], t('requestFailed'))
    },
    (failed: FieldErrors<FormInput<F>>) => summary.raise(Object.keys(failed)),
  )

  return {
    form,
    /** What ServiceRequestFormFrame needs: spread it on the frame. */
    frame: { summary, onSubmit, submitting: form.formState.isSubmitting },
    reference,
    startAgain: () => setReference(null),
  }
}
