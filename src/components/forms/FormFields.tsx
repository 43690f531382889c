'use client'

import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { FieldLayout, FieldLayouts } from '@/forms/fieldList'
import { dateRules } from '@/forms/dateLimits'
import { type LocalizedOption, type LocalizedOptionLists, localizedOptions } from '@/forms/options'
import type { Locale } from '@/i18n/locales'

import { CheckboxField } from './CheckboxField'
import { EmailField, PhoneField } from './ContactFields'
import { inputLooks } from './inputLooks'
import { SelectField } from './SelectField'
import { TextArea } from './TextArea'
import { TextField } from './TextField'

// Only the forms that have a date or a file field load those fields' code (rendered on the
// server all the same, and their code fetched with the page's own).
// (`dynamic` drops the field's type parameter; the cast gives it back.)
const DateField = dynamic(() =>
  import('./DateField/DateField').then((m) => m.DateField),
) as typeof import('./DateField/DateField').DateField
const FileField = dynamic(() => import('./FileField').then((m) => m.FileField))

/** A form's fields as the page hands them over: their layouts, and the visible ones in form order. */
type Layout = { fields: FieldLayouts; order: readonly string[] }

type Props<T extends FieldValues> = {
  layout: Layout
  form: UseFormReturn<T>
  /** The CMS lists the dropdowns offer, in the visitor's language. */
  lists?: LocalizedOptionLists
  /** Where the labels are: the service forms share `forms.labels`; the contact form has its own. */
  labels?: 'labels' | 'contact'
}

/** Kinds that take the form's whole width: a paragraph, files, a tick box. */
const WIDE = new Set<FieldLayout['kind']>(['textarea', 'file', 'files', 'checkbox'])

/**
 * Consecutive narrow fields, to lay out two to a row on wide screens; a wide field stands alone.
 */
function rowsOf(layout: Layout): { wide: boolean; names: string[] }[] {
  const rows: { wide: boolean; names: string[] }[] = []
  for (const name of layout.order) {
    const wide = WIDE.has(layout.fields[name]!.kind)
    const last = rows.at(-1)
    if (!wide && last && !last.wide) last.names.push(name)
    else rows.push({ wide, names: [name] })
  }
  return rows
}

/**
 * A form's inputs, rendered from its field list: each kind's control with the label and hint the
 * catalogue gives the field, the look its layout names, and the error the schema or the API gave
 * it. Adding a field to a list (and its label to the catalogues) is all a new input needs.
 */
export function FormFields<T extends FieldValues>({
  layout,
  form,
  lists,
  labels = 'labels',
}: Props<T>) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  // The keys come from the field lists, not from literals the compiler can check against the
  // catalogue: the form-layout test checks that each exists in both languages.
  const text = t as unknown as {
    (key: string): string
    rich(key: string, values: Record<string, unknown>): ReactNode
  }
  const {
    register,
    control,
    formState: { errors },
  } = form

  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>
  const optionsOf = (options: FieldLayout['options']): LocalizedOption[] =>
    typeof options === 'string' ? (lists?.[options] ?? []) : localizedOptions(options ?? [], locale)

  const input = (name: string) => {
    const field = layout.fields[name]!
    const path = name as Path<T>
    const label = text(`${labels}.${field.label ?? name}`)
    const hint = field.hint ? text.rich(`hints.${field.hint}`, { ltr, max: field.max }) : undefined
    const message = errors[name]?.message
    const error = typeof message === 'string' ? message : undefined
    // A date field registers itself (a controller); the others are registered here.
    const common = () => ({
      label,
      hint,
      error,
      optional: field.optional,
      ...(field.input ? inputLooks[field.input] : {}),
      ...register(path),
    })
    switch (field.kind) {
      case 'email':
        return <EmailField key={name} {...common()} />
      case 'phone':
        return <PhoneField key={name} {...common()} />
      case 'select':
        return (
          <SelectField
            key={name}
            options={optionsOf(field.options)}
            placeholder={t('choose')}
            {...common()}
          />
        )
      case 'date':
        return (
          <DateField
            key={name}
            control={control}
            name={path}
            label={label}
            rule={field.dates ? dateRules[field.dates] : undefined}
          />
        )
      case 'textarea':
        return <TextArea key={name} rows={field.rows} {...common()} />
      case 'checkbox':
        return <CheckboxField key={name} label={label} error={error} {...register(path)} />
      case 'file':
      case 'files':
        return (
          <FileField
            key={name}
            multiple={field.kind === 'files'}
            accept={field.accept}
            {...common()}
          />
        )
      case 'text':
        return <TextField key={name} {...common()} />
      case 'fixed':
        // Filled in by the page, never shown: `order` leaves it out.
        return null
      default:
        return field.kind satisfies never
    }
  }

  return rowsOf(layout).map(({ wide, names }) =>
    wide ? (
      input(names[0]!)
    ) : (
      <div key={names[0]} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {names.map(input)}
      </div>
    ),
  )
}
