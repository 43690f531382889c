import type { StatisticsBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Key figures", as the CMS stores them and the wire sends them. */
export const statisticsFields = {
  header: true,
  items: { header: true, title: true },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type StatisticsWire = WireSectionOf<typeof statisticsFields, { content: 'items' }>
