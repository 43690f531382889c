import type { SliderBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Card carousel", as the CMS stores them and the wire sends them. */
export const sliderFields = {
  header: true,
  items: {
    imageUrl: true,
    title: true,
    description: true,
    redirectText: true,
    choose_type: { type: true, value: true },
  },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type SliderWire = WireSectionOf<typeof sliderFields, { content: 'items'; items: 'image' }>
