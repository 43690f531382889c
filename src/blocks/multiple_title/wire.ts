import type { MultipleTitleBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Titled blocks", as the CMS stores them and the wire sends them. */
export const multipleTitleFields = {
  header: true,
  items: { title: true, description: true, link_text: true, link_url: true },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type MultipleTitleWire = WireSectionOf<
  typeof multipleTitleFields,
  {
    content: 'title'
    items: 'header' | 'redirectText' | 'redirectUrl' | 'button_text' | 'button_url'
  }
>
