import { imageFrom } from '@/content/fromWire/images'
import { headedList, itemsOf } from '@/content/fromWire/items'
import { redirectLink } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { HeadedListView, ImageView, LinkView } from '@/content/viewParts'
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

export type SliderView = HeadedListView<'slider', SliderItemView>

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
  return headedList('slider', section, items, locale)
}
