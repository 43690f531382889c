import { imageFrom } from '@/content/fromWire/images'
import { pick, stripTags } from '@/content/fromWire/text'
import type { ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type FullBannerWire = WireSectionOf<'full_banner'>

export type FullBannerView = {
  kind: 'full_banner'
  id: string
  title: string
  description: string
  image: ImageView | null
}

export function fullBanner(section: FullBannerWire, locale: Locale): FullBannerView {
  const c = section.content ?? {}
  return {
    kind: 'full_banner',
    id: String(section.id),
    title: pick(c, 'title', locale),
    description: stripTags(pick(c, 'description', locale)),
    image: imageFrom(c, 'image', locale),
  }
}
