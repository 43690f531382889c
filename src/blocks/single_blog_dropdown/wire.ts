import type { SingleBlogDropdownBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Text with expandable parts", as the CMS stores them and the wire sends
 * them.
 */
export const singleBlogDropdownFields = {
  header: true,
  description: true,
  items: { title: true, description: true },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type SingleBlogDropdownWire = WireSectionOf<
  typeof singleBlogDropdownFields,
  { content: 'title'; items: 'header' | 'question' | 'text' | 'answer' }
>
