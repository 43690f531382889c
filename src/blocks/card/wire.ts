import type { CardBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Cards", as the CMS stores them and the wire sends them. */
export const cardFields = {
  header: true,
  items: {
    logo: true,
    title: true,
    description: true,
    redirectText: true,
    redirectUrl: true,
    choose_type: { type: true, value: true },
  },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type CardWire = WireSectionOf<typeof cardFields, { content: 'items' }>
