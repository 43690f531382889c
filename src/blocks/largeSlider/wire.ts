import { imageFrom } from '@/content/fromWire/images'
import { itemsOf } from '@/content/fromWire/items'
import { contentHref, isExternal } from '@/content/fromWire/links'
import { pick, pickFirst, stripTags } from '@/content/fromWire/text'
import type { ImageView, LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type LargeSliderWire = WireSectionOf<
  'largeSlider',
  { content: 'header' | 'largeSliderData' | 'items'; items: 'image' | 'button_url' }
>

export type LargeSliderItemView = {
  id: string
  image: ImageView | null
  title: string
  /** Plain text (tags stripped). */
  description: string
  button: LinkView | null
}

export type LargeSliderView = {
  kind: 'largeSlider'
  id: string
  title: string
  /** Plain text: the spec strips its tags. */
  description: string
  viewAll: LinkView | null
  /** May be empty: the component then shows "No items to display" (spec §2.5). */
  items: LargeSliderItemView[]
}

function link(text: string, target: string): LinkView | null {
  const href = contentHref(target)
  return text && href ? { text, href, external: isExternal(href) } : null
}

export function largeSlider(section: LargeSliderWire, locale: Locale): LargeSliderView | null {
  const c = section.content ?? {}
  const sectionLink = pick(c, 'button_link', locale)
  const items = itemsOf(section, ['largeSliderData', 'items']).flatMap(({ id, content }) => {
    const item: LargeSliderItemView = {
      id,
      image: imageFrom(content, 'imageUrl', locale) ?? imageFrom(content, 'image', locale),
      title: stripTags(pick(content, 'title', locale)),
      description: stripTags(pick(content, 'description', locale)),
      // The spec's items carry only a button text: without a link of their own they lead where
      // the section's "view all" button does.
      button: link(
        stripTags(pick(content, 'buttonText', locale)),
        pickFirst(content, ['button_link', 'button_url'], locale) || sectionLink,
      ),
    }
    return item.title || item.image ? [item] : []
  })
  const view: LargeSliderView = {
    kind: 'largeSlider',
    id: String(section.id),
    title: stripTags(pickFirst(c, ['title', 'header'], locale)),
    description: stripTags(pick(c, 'description', locale)),
    viewAll: link(stripTags(pick(c, 'viewAllButtonText', locale)), sectionLink),
    items,
  }
  // Without items the section still renders its title and the spec's "No items to display".
  return view.title || view.description || items.length ? view : null
}
