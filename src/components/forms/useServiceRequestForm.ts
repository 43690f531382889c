'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { Outcome } from '@/forms/serviceRequests/client'

import { applyServerErrors } from './applyServerErrors'
import { useErrorSummary } from './useErrorSummary'

type Options<Input extends FieldValues, Output> = {
  /** The same schema the API checks with, built with the visitor's translator. */
  schema: z.ZodType<Output, Input>
  defaultValues: Input
  /** The visible fields in form order: the error summary lists them so. */
  order: readonly Path<Input>[]
  /** Sends the checked values; a failure is an outcome, not a throw. */
  send: (values: Output) => Promise<Outcome<{ reference: string }>>
}

/**
 * The flow every service form shares: checked in the browser with the API's own schema (errors
 * once a field is left, GOV.UK summary on submit), sent, the API's field messages put back on the
 * fields, and the reference kept for the confirmation.
 */
export function useServiceRequestForm<Input extends FieldValues, Output>({ schema, defaultValues, order, send }: Options<Input, Output>) {
  const t = useTranslations('forms')
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
      const result = await send(values)
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

  return { form, summary, onSubmit, reference, startAgain: () => setReference(null) }
}
