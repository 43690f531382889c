import { imageFrom } from '@/content/fromWire/images'
import { pick, pickFirst, stripTags } from '@/content/fromWire/text'
import type { ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type BannerWire = WireSectionOf<'banner', { content: 'header' | 'image' }>

export type BannerView = {
  kind: 'banner'
  id: string
  title: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  background: ImageView | null
  logo: ImageView | null
}

export function banner(section: BannerWire, locale: Locale): BannerView | null {
  const c = section.content ?? {}
  const view: BannerView = {
    kind: 'banner',
    id: String(section.id),
    title: stripTags(pickFirst(c, ['title', 'header'], locale)),
    description: pick(c, 'description', locale),
    background: imageFrom(c, 'backgroundImage', locale) ?? imageFrom(c, 'image', locale),
    logo: imageFrom(c, 'logo', locale),
  }
  return view.title || view.description ? view : null
}
