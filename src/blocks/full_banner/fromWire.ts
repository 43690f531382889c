import type { Locale } from '@/i18n/locales'

import type { ImageView } from '../viewParts'
import type { WireSection } from '../wire'
import { imageFrom } from './images'
import { pick, stripTags } from './text'

export type FullBannerView = {
  kind: 'full_banner'
  id: string
  title: string
  description: string
  image: ImageView | null
}

export function fullBanner(section: WireSection, locale: Locale): FullBannerView {
  const c = section.content ?? {}
  return {
    kind: 'full_banner',
    id: String(section.id),
    title: pick(c, 'title', locale),
    description: stripTags(pick(c, 'description', locale)),
    image: imageFrom(c, 'image', locale),
  }
}
