import { imageFrom } from '@/content/fromWire/images'
import { itemsOf } from '@/content/fromWire/items'
import { redirectLink } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { ImageView, LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type SliderWire = WireSectionOf<'slider', { content: 'items'; items: 'image' }>

export type SliderItemView = {
  id: string
  image: ImageView | null
  title: string
  /** Plain text: the spec strips the tags of a slider card's description. */
  description: string
  link: LinkView | null
}

export type SliderView = {
  kind: 'slider'
  id: string
  header: string
  items: SliderItemView[]
}

export function slider(section: SliderWire, locale: Locale): SliderView | null {
  const items = itemsOf(section, ['items']).flatMap(({ id, content }) => {
    const item: SliderItemView = {
      id,
      image: imageFrom(content, 'imageUrl', locale) ?? imageFrom(content, 'image', locale),
      title: stripTags(pick(content, 'title', locale)),
      description: stripTags(pick(content, 'description', locale)),
      link: redirectLink(content, locale),
    }
    return item.title || item.image ? [item] : []
  })
  // A carousel of nothing has nothing to show, and the spec names no empty state for it.
  return items.length
    ? {
        kind: 'slider',
        id: String(section.id),
        header: stripTags(pick(section.content, 'header', locale)),
        items,
      }
    : null
}
