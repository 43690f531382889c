import type { RedirectSectionBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Call to action", as the CMS stores them and the wire sends them. */
export const redirectSectionFields = {
  title: true,
  description: true,
  button_text: true,
  button_url: true,
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type RedirectSectionWire = WireSectionOf<typeof redirectSectionFields, { content: 'header' }>
