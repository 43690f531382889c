import type { BoardTableBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Board of directors", as the CMS stores them and the wire sends them. */
export const boardTableFields = {
  header: true,
  items: { name: true, position: true, members: true },
} satisfies FieldNames<Stored>

export type BoardTableWire = WireSectionOf<typeof boardTableFields>
