import { sectionButton } from '@/content/fromWire/links'
import { pickFirst, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf, WireShape } from '../sectionKind'

/**
 * The spec names the fields of an entry `input-label` and `input-text`; the database cannot use
 * hyphens, so the CMS stores them with underscores (formToWire below renames them).
 */
export type FormWire = WireSectionOf<
  'form',
  { content: 'title'; items: 'input-label' | 'input-text' }
>

export type FormFieldView = {
  /** Unique in the page and safe as an HTML id, so each input has its own <label for>. */
  id: string
  label: string
  placeholder: string
}

export type FormView = {
  kind: 'form'
  id: string
  header: string
  fields: FormFieldView[]
  /** Opens the external form in a new tab (spec §2.5). */
  button: LinkView | null
}

const htmlId = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, '-')

export function form(section: FormWire, locale: Locale): FormView | null {
  const sectionId = String(section.id)
  const fields = (section.repeatable_content ?? []).flatMap((item, index) => {
    const content = item?.content ?? {}
    // The spec's names are hyphenated (`input-label`, `input-text`); our CMS stores them with underscores.
    const label = stripTags(pickFirst(content, ['input-label', 'input_label'], locale))
    const placeholder = stripTags(pickFirst(content, ['input-text', 'input_text'], locale))
    // Every input needs a label: a field with only a placeholder is labelled by it.
    if (!label && !placeholder) return []
    return [
      {
        id: htmlId(`form-${sectionId}-${index}`),
        label: label || placeholder,
        placeholder: label ? placeholder : '',
      },
    ]
  })
  const header = stripTags(pickFirst(section.content, ['header', 'title'], locale))
  const button = sectionButton(section.content, locale)
  return header || fields.length || button
    ? { kind: 'form', id: sectionId, header, fields, button }
    : null
}

/** The spec's form fields are named with hyphens, which the database cannot use. */
export function formToWire({ content, items }: WireShape): WireShape {
  return {
    content,
    items: items.map(
      ({ id, content: { input_label, input_label_ar, input_text, input_text_ar, ...rest } }) => ({
        id,
        content: {
          ...rest,
          'input-label': input_label,
          'input-label_ar': input_label_ar,
          'input-text': input_text,
          'input-text_ar': input_text_ar,
        },
      }),
    ),
  }
}
