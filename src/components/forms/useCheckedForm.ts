'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { FormTranslator } from '@/forms/messages'
import {
  type LocalizedOptionLists,
  type OptionValues,
  optionValues,
} from '@/forms/serviceRequests/options'

import { useErrorSummary } from './useErrorSummary'

export type CheckedFormOptions<Input extends FieldValues, Output> = {
  /** Builds the schema the API checks with, from the visitor's translator and the CMS lists. */
  schema: (t: FormTranslator, lists: OptionValues) => z.ZodMiniType<Output, Input>
  /** The CMS lists the form offers, in the visitor's language; forms without dropdowns have none. */
  lists?: LocalizedOptionLists
  defaultValues: Input
  /** The fields in form order: the error summary lists them so. */
  order: readonly string[]
}

const noLists: OptionValues = {
  cities: [],
  products: [],
  cancellationReasons: [],
  extensionPeriods: [],
}

/**
 * How every form of the site checks what is typed: with the API's own schema and messages in the
 * visitor's language, each field once it has been left (GOV.UK, spec §5), and on submit an error
 * summary that takes focus instead of the first field.
 */
export function useCheckedForm<Input extends FieldValues, Output>({
  schema: buildSchema,
  lists,
  defaultValues,
  order,
}: CheckedFormOptions<Input, Output>) {
  const tErrors = useTranslations('forms.errors')
  const schema = useMemo(
    () => buildSchema((key, values) => tErrors(key, values), lists ? optionValues(lists) : noLists),
    [buildSchema, tErrors, lists],
  )
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<Input>,
  })
  const summary = useErrorSummary(form.formState.errors, order)
  return { form, summary }
}
