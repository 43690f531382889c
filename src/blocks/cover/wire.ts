import { imageFrom } from '@/content/fromWire/images'
import { isExternal } from '@/content/fromWire/links'
import { clean, pick, stripTags } from '@/content/fromWire/text'
import type { ImageView, LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type CoverWire = WireSectionOf<'cover'>

export type CoverView = {
  kind: 'cover'
  id: string
  title: string
  description: string
  image: ImageView | null
  button: LinkView | null
}

export function cover(section: CoverWire, locale: Locale): CoverView {
  const c = section.content ?? {}
  const buttonText = pick(c, 'buttonText', locale)
  const href = clean(c.button_link).trim()
  return {
    kind: 'cover',
    id: String(section.id),
    title: pick(c, 'title', locale),
    description: stripTags(pick(c, 'description', locale)),
    image: imageFrom(c, 'image', locale),
    button: buttonText && href ? { text: buttonText, href, external: isExternal(href) } : null,
  }
}
