import { sectionImage } from '@/content/fromWire/images'
import type { ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type SingleImageWire = WireSectionOf<'single_image'>

export type SingleImageView = {
  kind: 'single_image'
  id: string
  image: ImageView
}

export function singleImage(section: SingleImageWire, locale: Locale): SingleImageView | null {
  const image = sectionImage(section.content ?? {}, locale)
  // The section is its picture: without an address there is nothing to show.
  return image ? { kind: 'single_image', id: String(section.id), image } : null
}
