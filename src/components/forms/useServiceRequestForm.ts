'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'

import type { Outcome } from '@/forms/serviceRequests/client'
import type { Locale } from '@/i18n/locales'

import { applyServerErrors } from './applyServerErrors'
import { type CheckedFormOptions, useCheckedForm } from './useCheckedForm'

type Options<Input extends FieldValues, Output> = CheckedFormOptions<Input, Output> & {
  /** Sends the checked values, asking for messages in `locale`; a failure is an outcome, not a throw. */
  send: (values: Output, locale: Locale) => Promise<Outcome<{ reference: string }>>
}

/**
 * The flow every service form shares: checked as every form is (`useCheckedForm`), sent, the API's
 * field messages put back on the fields, and the reference kept for the confirmation.
 */
export function useServiceRequestForm<Input extends FieldValues, Output>({
  schema,
  lists,
  defaultValues,
  order,
  send,
}: Options<Input, Output>) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const { form, summary } = useCheckedForm({ schema, lists, defaultValues, order })
  const [reference, setReference] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(
    async (values) => {
      summary.clear()
      const result = await send(values, locale)
      if (result.kind === 'ok') {
        setReference(result.data.reference)
        form.reset(defaultValues)
        return
      }
      if (result.kind === 'invalid') {
        const { fields, unplaced } = applyServerErrors(result.errors, order, form.setError)
        summary.raise(fields, unplaced ? result.message : undefined)
        return
      }
      summary.raise([], t('requestFailed'))
    },
    (failed: FieldErrors<Input>) => summary.raise(Object.keys(failed)),
  )

  return {
    form,
    /** What ServiceRequestFormFrame needs: spread it on the frame. */
    frame: { summary, onSubmit, submitting: form.formState.isSubmitting },
    reference,
    startAgain: () => setReference(null),
  }
}

