import type { TagsAccordionBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Topics with pills", as the CMS stores them and the wire sends them. */
export const tagsAccordionFields = {
  header: true,
  description: true,
  tags: { tag: true, text: true },
  button_text: true,
  button_url: true,
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type TagsAccordionWire = WireSectionOf<
  typeof tagsAccordionFields,
  { content: 'buttonText' | 'button_link' }
>
