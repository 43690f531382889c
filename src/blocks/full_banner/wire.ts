import type { FullBannerBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Full-width banner", as the CMS stores them and the wire sends them. */
export const fullBannerFields = {
  title: true,
  description: true,
  image: true,
} satisfies FieldNames<Stored>

export type FullBannerWire = WireSectionOf<typeof fullBannerFields>
