import type { FormBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "External form", as the CMS stores them; the wire sends an entry's as
 * `input-label` and `input-text` (toWire.ts).
 */
export const formFields = {
  header: true,
  items: { input_label: true, input_text: true },
  button_text: true,
  button_url: true,
} satisfies FieldNames<Stored>

/**
 * The spec names the fields of an entry `input-label` and `input-text`; the database cannot use
 * hyphens, so the CMS stores them with underscores (toWire.ts renames them).
 */
export type FormWire = WireSectionOf<
  typeof formFields,
  { content: 'title'; items: 'input-label' | 'input-text' }
>
