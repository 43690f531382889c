import type { CoverBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Cover (hero banner)", as the CMS stores them and the wire sends them.
 */
export const coverFields = {
  title: true,
  description: true,
  image: true,
  buttonText: true,
  button_link: true,
} satisfies FieldNames<Stored>

export type CoverWire = WireSectionOf<typeof coverFields>
