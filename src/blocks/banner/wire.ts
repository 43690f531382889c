import type { BannerBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Banner", as the CMS stores them and the wire sends them. */
export const bannerFields = {
  title: true,
  description: true,
  backgroundImage: true,
  logo: true,
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type BannerWire = WireSectionOf<typeof bannerFields, { content: 'header' | 'image' }>
