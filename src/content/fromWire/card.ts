import type { Locale } from '@/i18n/locales'

import type { CardLinkView, ImageView } from '../viewParts'
import type { WireObject, WireSection, WireValue } from '../wire'
import { contentHref } from './singleBlog'
import { clean, imageFrom, isExternal, pick, stripTags } from './text'

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

export const isWireObject = (value: WireValue): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The items of a section with their ids: `repeatable_content`, or, from a foreign server, a list
 * inside the content under one of `keys` (`items`, `largeSliderData`, `shortcuts`; spec §3).
 */
export function itemsOf(section: WireSection, keys: string[]): { id: string; content: WireObject }[] {
  const repeated = (section.repeatable_content ?? []).filter((item) => isWireObject(item?.content))
  if (repeated.length) {
    return repeated.map((item, index) => ({ id: String(item.id ?? `${section.id}-${index}`), content: item.content }))
  }
  for (const key of keys) {
    const list = section.content?.[key]
    if (Array.isArray(list) && list.length) {
      return list.filter(isWireObject).map((content, index) => ({
        id: clean(content.id) || `${section.id}-${key}-${index}`,
        content,
      }))
    }
  }
  return []
}

/** `choose_type` counts only when it has both a type and a value (spec §3). */
export function chooseType(content: WireObject): { type: string; href: string } | null {
  const chosen = content.choose_type
  if (!isWireObject(chosen)) return null
  const type = clean(chosen.type).trim().toLowerCase()
  const href = contentHref(clean(chosen.value))
  return type && href ? { type, href } : null
}

/**
 * The link of a card or slider card: its `redirectText` and the `choose_type` target, else the
 * plain `redirectUrl`. Empty, "null" or missing text means no link.
 */
export function redirectLink(content: WireObject, locale: Locale): CardLinkView | null {
  const text = stripTags(pick(content, 'redirectText', locale))
  const chosen = chooseType(content)
  const href = chosen?.href || contentHref(pick(content, 'redirectUrl', locale))
  return text && href ? { text, href, external: isExternal(href), download: chosen?.type === 'file' } : null
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
