import type { WhoWeAreBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "About the company", as the CMS stores them and the wire sends them. */
export const whoWeAreFields = {
  title: true,
  subTitle: true,
  description: true,
  image: true,
  socialMedia: {
    socialTitle: true,
    socialDescription: true,
    socialLinks: { icon: true, name: true, url: true },
  },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type WhoWeAreWire = WireSectionOf<
  typeof whoWeAreFields,
  { content: 'subtitle' | 'socialTitle' | 'socialDescription' | 'socialLinks' }
>
