import type { LargeSliderBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Large slider", as the CMS stores them and the wire sends them. */
export const largeSliderFields = {
  title: true,
  description: true,
  viewAllButtonText: true,
  button_link: true,
  items: { imageUrl: true, title: true, description: true, buttonText: true, button_link: true },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type LargeSliderWire = WireSectionOf<
  typeof largeSliderFields,
  { content: 'header' | 'largeSliderData' | 'items'; items: 'image' | 'button_url' }
>
