import type { Locale } from '@/i18n/locales'

import type { CardLinkView, ImageView } from '../viewParts'
import type { WireSection } from '../wire'
import { imageFrom } from './images'
import { itemsOf } from './items'
import { redirectLink } from './links'
import { pick, stripTags } from './text'

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

export function card(section: WireSection, locale: Locale): CardView | null {
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
