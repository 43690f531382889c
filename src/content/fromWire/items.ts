import type { Locale } from '@/i18n/locales'

import type { HeadedListView } from '../viewParts'
import type { WireObject, WireSection, WireValue } from '../wire'
import { clean, type MissingFields, pick, stripTags } from './text'

/** A JSON object on the wire (not an array, not null): the shape every content and item has. */
export const isWireObject = (value: WireValue): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The items of a section with their ids: `repeatable_content`, or, from a foreign server, a list
 * inside the content under one of `keys` (`items`, `largeSliderData`, `shortcuts`; spec §3).
 */
export function itemsOf<Section extends WireSection>(
  section: Section,
  keys: (keyof Section['content'] & string)[],
): { id: string; content: Section['repeatable_content'][number]['content'] }[] {
  const repeated = (section.repeatable_content ?? []).filter((item) => isWireObject(item?.content))
  if (repeated.length) {
    return repeated.map((item, index) => ({
      id: String(item.id ?? `${section.id}-${index}`),
      content: item.content,
    }))
  }
  for (const key of keys) {
    const list: WireValue = section.content?.[key]
    if (Array.isArray(list) && list.length) {
      return list.filter(isWireObject).map((content, index) => ({
        id: clean(content.id) || `${section.id}-${key}-${index}`,
        content,
      }))
    }
  }
  return []
}

/**
 * The section's `repeatable_content`, each item with its id, or `<section id>-<index>` when it has
 * none. Unlike itemsOf, no list inside the content is read: the kinds that use it name none.
 */
export function repeatedItems<Item extends WireObject>(section: {
  id: WireSection['id']
  repeatable_content: { id: WireSection['id']; content: Item }[]
}): { id: string; content: Partial<Item> }[] {
  return (section.repeatable_content ?? []).map((item, index) => ({
    id: String(item?.id ?? `${section.id}-${index}`),
    content: item?.content ?? {},
  }))
}

/**
 * The section's heading over its items, or nothing when no item is left: a list of nothing has
 * nothing to show, and the spec names no empty state for these kinds (shortcuts, slider,
 * statistics).
 */
export function headedList<Kind extends string, Item, Content extends object>(
  kind: Kind,
  section: { id: WireSection['id']; content: Content & MissingFields<Content, 'header'> },
  items: Item[],
  locale: Locale,
): HeadedListView<Kind, Item> | null {
  if (!items.length) return null
  // Checked by the type above; every value of a wire object is a WireValue.
  const header = stripTags(pick(section.content as WireObject, 'header', locale))
  return { kind, id: String(section.id), header, items }
}
