'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { Outcome } from '@/forms/serviceRequests/client'
import type { FormTranslator } from '@/forms/serviceRequests/messages'
import { type LocalizedOptionLists, type OptionValues, optionValues } from '@/forms/serviceRequests/options'
import type { Locale } from '@/i18n/locales'

import { applyServerErrors } from './applyServerErrors'
import { useErrorSummary } from './useErrorSummary'

type Options<Input extends FieldValues, Output> = {
  /** Builds the schema the API checks with, from the visitor's translator and the CMS lists. */
  schema: (t: FormTranslator, lists: OptionValues) => z.ZodType<Output, Input>
  /** The CMS lists the form offers, in the visitor's language; forms without dropdowns have none. */
  lists?: LocalizedOptionLists
  defaultValues: Input
  /** The visible fields in form order: the error summary lists them so. */
  order: readonly Path<Input>[]
  /** Sends the checked values, asking for messages in `locale`; a failure is an outcome, not a throw. */
  send: (values: Output, locale: Locale) => Promise<Outcome<{ reference: string }>>
}

const noLists: OptionValues = { cities: [], products: [], cancellationReasons: [], extensionPeriods: [] }

/**
 * The flow every service form shares: checked in the browser with the API's own schema (errors
 * once a field is left, GOV.UK summary on submit), sent, the API's field messages put back on the
 * fields, and the reference kept for the confirmation.
 */
export function useServiceRequestForm<Input extends FieldValues, Output>({
  schema: buildSchema,
  lists,
  defaultValues,
  order,
  send,
}: Options<Input, Output>) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(
    () => buildSchema((key, values) => tErrors(key, values), lists ? optionValues(lists) : noLists),
    [buildSchema, tErrors, lists],
  )
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // The error summary takes focus instead of the first field.
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<Input>,
  })
  const summary = useErrorSummary(form.formState.errors, order)
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

