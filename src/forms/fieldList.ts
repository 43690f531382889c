import type * as z from 'zod/mini'

import type { FormTranslator } from './messages'
import type { Messages } from '@/i18n/messages'

import type { DateRuleName } from './dateLimits'
import type { Option, OptionListName } from './options'

/**
 * How a field is filled in and sent. The kind gives its empty value in the browser, how a
 * multipart body carries it (text, a tick, files) and how the API description shows a file; the
 * rule is its zod schema, with the spec's messages.
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'date'
  | 'select'
  | 'textarea'
  | 'checkbox'
  | 'file'
  | 'files'
  | 'fixed'

/** A field's schema, from the translator and what the form is checked with (the CMS lists, options). */
export type FieldRule<Context> = (t: FormTranslator, context: Context) => z.ZodMiniType

/**
 * What the browser suggests for a text or a choice and which keyboard it shows, by what the field
 * holds (`components/forms/inputLooks.ts` has the attributes of each).
 */
export type InputLook =
  | 'name'
  | 'organization'
  | 'organizationTitle'
  | 'city'
  | 'idNumber'
  | 'reference'
  | 'numericReference'

/**
 * What a field is without its rule: all the browser needs to hold, empty, send and show it. The
 * form renders its inputs from these (`components/forms/FormFields.tsx`), so a field added to a
 * list appears in the form with its label and hint from the catalogue.
 */
export type FieldLayout = {
  kind: FieldKind
  /** A `fixed` field's value: the page fills it in, the visitor does not see it. */
  value?: string
  /** The key of its label when not the field's name. */
  label?: keyof Messages['forms']['labels']
  /** The key of its hint under `forms.hints`, if it has one. */
  hint?: keyof Messages['forms']['hints']
  /** Shown as optional; the form-layout test holds it to what the rule accepts. */
  optional?: boolean
  input?: InputLook
  /**
   * A dropdown's choices (or a fixed field's values): the name of a list staff manage in the CMS, or
   * fixed ones. The form, the API description and the emails all read a choice's label from here.
   */
  options?: OptionListName | readonly Option[]
  /** A date field's range, by its name in `serviceRequests/dateLimits.ts`. */
  dates?: DateRuleName
  /** A file field's types for the picker, and at most how many files (for its hint). */
  accept?: string
  max?: number
  /** A paragraph's height in lines. */
  rows?: number
}

export type FieldSpec<Context> = FieldLayout & { rule: FieldRule<Context> }

/** Fields by name, with or without their rules. */
export type FieldLayouts = Record<string, FieldLayout>

/** A form's fields in the order the form shows them: the one list its schema, form and readers follow. */
export type FieldList<Context> = Record<string, FieldSpec<Context>>

export type Shape<F extends FieldList<never>> = { [K in keyof F]: ReturnType<F[K]['rule']> }

export type FormSchema<F extends FieldList<never>> = z.ZodMiniObject<Shape<F>>
export type FormInput<F extends FieldList<never>> = z.input<FormSchema<F>>
export type FormOutput<F extends FieldList<never>> = z.output<FormSchema<F>>

/** The names of the fields the visitor fills in (not the `fixed` ones), in form order. */
export type VisibleField<F extends FieldLayouts> = {
  [K in keyof F & string]: F[K]['kind'] extends 'fixed' ? never : K
}[keyof F & string]

export function visibleFields<F extends FieldLayouts>(fields: F): VisibleField<F>[] {
  return Object.keys(fields).filter(
    (name): name is VisibleField<F> => fields[name]?.kind !== 'fixed',
  )
}

function emptyValue(spec: FieldLayout): unknown {
  if (spec.kind === 'fixed') return spec.value
  if (spec.kind === 'checkbox') return false
  if (spec.kind === 'file' || spec.kind === 'files') return undefined
  return ''
}

/** What a new form holds: empty texts and choices, unticked boxes, no files, the fixed values. */
export function emptyValues<F extends FieldList<never>>(fields: F): FormInput<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, emptyValue(spec)]),
  ) as FormInput<F>
}

/** The values the page fills in itself (the `fixed` fields). */
export function fixedValues(fields: FieldLayouts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, spec]) =>
      spec.kind === 'fixed' && spec.value !== undefined ? [[name, spec.value]] : [],
    ),
  )
}

export function hasFiles(fields: FieldLayouts): boolean {
  return Object.values(fields).some((spec) => spec.kind === 'file' || spec.kind === 'files')
}

/**
 * A multipart body's values as the schema reads them: texts as strings (anything else as missing),
 * a box as ticked when sent as "true" or "on" (what a browser sends), files as File objects.
 */
export function valuesFromForm(fields: FieldLayouts, form: FormData): Record<string, unknown> {
  const read = (name: string, kind: FieldKind): unknown => {
    if (kind === 'files')
      return form.getAll(name).filter((value): value is File => typeof value !== 'string')
    const value = form.get(name) ?? undefined
    if (kind === 'file') return value
    if (kind === 'checkbox') return value === 'true' || value === 'on'
    return typeof value === 'string' ? value : undefined
  }
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, read(name, spec.kind)]),
  )
}

/** A form's values as a multipart body: texts as they are, ticks as "true"/"false", files one by one. */
export function formFromValues(fields: FieldLayouts, values: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, spec] of Object.entries(fields)) {
    const value = values[name]
    if (spec.kind === 'files' || spec.kind === 'file') {
      const files =
        value instanceof File
          ? [value]
          : value && typeof value === 'object' && 'length' in value
            ? Array.from(value as ArrayLike<unknown>)
            : []
      for (const file of files) if (file instanceof File) form.append(name, file, file.name)
    } else if (value !== undefined) {
      form.set(name, String(value))
    }
  }
  return form
}

/**
 * A form as the browser holds it until it checks something: the fields without their rules (so
 * without zod, which the browser fetches when the visitor reaches the form), in form order, and
 * the empty values. The page makes it on the server and hands it to the form.
 */
export type BrowserForm<F extends FieldList<never>> = {
  fields: { [K in keyof F]: FieldLayout }
  order: VisibleField<F>[]
  empty: FormInput<F>
}

export function browserForm<F extends FieldList<never>>(fields: F): BrowserForm<F> {
  const layouts = Object.fromEntries(
    // The rule stays on the server: the browser loads the schema only when it checks something.
    Object.entries(fields).map(([name, { rule: _rule, ...layout }]) => [name, layout]),
  ) as BrowserForm<F>['fields']
  return { fields: layouts, order: visibleFields(fields), empty: emptyValues(fields) }
}
