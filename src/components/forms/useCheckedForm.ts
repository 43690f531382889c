'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { FormTranslator } from '@/forms/messages'
import { type LocalizedOptionLists, type OptionValues, optionValues } from '@/forms/options'

import { lazySchemaResolver } from './lazySchemaResolver'
import { useErrorSummary } from './useErrorSummary'

/** Builds the schema the API checks with, from the visitor's translator and the CMS lists. */
export type SchemaBuilder<Input extends FieldValues, Output extends FieldValues> = (
  t: FormTranslator,
  lists: OptionValues,
) => z.ZodMiniType<Output, Input>

export type CheckedFormOptions<Input extends FieldValues, Output extends FieldValues> = {
  /**
   * Imports the form's schema module (a dynamic `import()`, defined once at module level): the
   * rules and zod are fetched when the visitor reaches the form, not with the page.
   */
  loadSchema: () => Promise<SchemaBuilder<Input, Output>>
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
export function useCheckedForm<Input extends FieldValues, Output extends FieldValues>({
  loadSchema,
  lists,
  defaultValues,
  order,
}: CheckedFormOptions<Input, Output>) {
  const tErrors = useTranslations('forms.errors')
  const resolver = useMemo(
    () =>
      lazySchemaResolver(async () =>
        (await loadSchema())(
          (key, values) => tErrors(key, values),
          lists ? optionValues(lists) : noLists,
        ),
      ),
    [loadSchema, tErrors, lists],
  )
  // The first focus or press anywhere on the page starts the fetch, well before a field is left.
  useEffect(() => {
    const preload = () => resolver.preload()
    const events = ['focusin', 'pointerdown'] as const
    for (const event of events) document.addEventListener(event, preload, { once: true })
    return () => {
      for (const event of events) document.removeEventListener(event, preload)
    }
  }, [resolver])
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<Input>,
  })
  const summary = useErrorSummary(form.formState.errors, order)
  return { form, summary }
}
