import type { LinksListBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "List of links", as the CMS stores them and the wire sends them. */
export const linksListFields = {
  header: true,
  items: { text: true, text_url: true },
} satisfies FieldNames<Stored>

export type LinksListWire = WireSectionOf<typeof linksListFields>
