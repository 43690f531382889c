import type { InterestedToJoinBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Join us", as the CMS stores them and the wire sends them. */
export const interestedToJoinFields = {
  title: true,
  description: true,
  button_text: true,
  button_url: true,
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type InterestedToJoinWire = WireSectionOf<
  typeof interestedToJoinFields,
  { content: 'header' }
>
