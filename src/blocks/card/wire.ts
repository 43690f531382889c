import { imageFrom } from '@/content/fromWire/images'
import { itemsOf } from '@/content/fromWire/items'
import { redirectLink } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { CardLinkView, ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type CardWire = WireSectionOf<'card', { content: 'items' }>

export type CardItemView = {
  id: string
  logo: ImageView | null
  title: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  link: CardLinkView | null
}

export type CardView = {
  kind: 'card'
  id: string
  header: string
  cards: CardItemView[]
}

export function card(section: CardWire, locale: Locale): CardView | null {
  const cards = itemsOf(section, ['items']).flatMap(({ id, content }) => {
    const item: CardItemView = {
      id,
      logo: imageFrom(content, 'logo', locale),
      title: stripTags(pick(content, 'title', locale)),
      description: pick(content, 'description', locale),
      link: redirectLink(content, locale),
    }
    return item.title || item.description || item.logo ? [item] : []
  })
  const header = stripTags(pick(section.content, 'header', locale))
  return header || cards.length ? { kind: 'card', id: String(section.id), header, cards } : null
}
