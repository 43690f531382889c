import { describe, expect, it } from 'vitest'

import { contactFields, contactSchema } from '@/features/contact/schema'
import { fieldLayouts } from '@/features/data-rights/fieldLayouts'
import { type FieldLayout, visibleFields } from '@/forms/fieldList'
import { formTranslator } from '@/forms/messages'
import { jsonRequestForms } from '@/features/service-requests/types'
import { dateRules } from '@/forms/dateLimits'
import { insuranceCancellationForm } from '@/features/service-requests/types/insuranceCancellation'
import { optionListNames } from '@/forms/options'
import { localeCodes } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

import { seededOptionValues } from '../helpers/serviceRequests'

const t = formTranslator('en')

/** Every form the site renders from its list: the fields, their schema, where their labels are. */
const forms = [
  ...[...Object.values(jsonRequestForms), insuranceCancellationForm].map((form) => ({
    name: form.type,
    fields: form.fields as Record<string, FieldLayout>,
    shape: form.schema(t, seededOptionValues).shape as Record<string, ZodLike>,
    labels: 'labels' as const,
  })),
  {
    name: 'contact',
    fields: contactFields as Record<string, FieldLayout>,
    shape: contactSchema(t).shape as Record<string, ZodLike>,
    labels: 'contact' as const,
  },
]

type ZodLike = { safeParse(value: unknown): { success: boolean } }

/** What a field holds when the visitor leaves it alone. */
function untouched(kind: FieldLayout['kind']): unknown {
  if (kind === 'checkbox') return false
  if (kind === 'files') return []
  if (kind === 'file') return undefined
  return ''
}

describe('a form rendered from its field list', () => {
  it.each(forms)('$name: each field has its label and hint in both languages', (form) => {
    for (const locale of localeCodes) {
      const catalogue = messages[locale].forms as unknown as Record<string, Record<string, unknown>>
      for (const name of visibleFields(form.fields)) {
        const field = form.fields[name]!
        expect(catalogue[form.labels]![field.label ?? name], `${locale} label of ${name}`).toEqual(
          expect.any(String),
        )
        if (field.hint)
          expect(catalogue.hints![field.hint], `${locale} hint of ${name}`).toEqual(
            expect.any(String),
          )
      }
    }
  })

  it.each(forms)(
    '$name: a field is shown as optional exactly when it may be left empty',
    (form) => {
      for (const name of visibleFields(form.fields)) {
        const field = form.fields[name]!
        const accepted = form.shape[name]!.safeParse(untouched(field.kind)).success
        expect(Boolean(field.optional), `${name} optional`).toBe(accepted)
      }
    },
  )

  it.each(forms)('$name: a dropdown names its choices, a date its range', (form) => {
    for (const [name, field] of Object.entries(form.fields)) {
      if (field.kind === 'select') {
        const { options } = field
        expect(
          typeof options === 'string'
            ? (optionListNames as readonly string[]).includes(options)
            : Array.isArray(options) && options.length > 0,
          `${name} options`,
        ).toBe(true)
      } else if (field.kind !== 'fixed') expect(field.options, `${name} options`).toBeUndefined()
      if (field.kind === 'date') expect(Object.keys(dateRules)).toContain(field.dates)
      else expect(field.dates, `${name} range`).toBeUndefined()
    }
  })

  it('gives a field name one meaning in every form: its choices, dates and look', () => {
    const meaning = (field: FieldLayout) =>
      JSON.stringify({
        kind: field.kind,
        options: field.options,
        dates: field.dates,
        input: field.input,
      })
    const seen = new Map<string, string>()
    for (const form of forms)
      for (const [name, field] of Object.entries(form.fields)) {
        const first = seen.get(name)
        if (first === undefined) seen.set(name, meaning(field))
        else expect(meaning(field), `${name} in ${form.name}`).toBe(first)
      }
    expect(fieldLayouts.city?.options).toBe('cities')
    expect(fieldLayouts.requester_type?.options).toHaveLength(2)
  })
})
