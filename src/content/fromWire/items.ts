import type { WireObject, WireSection, WireValue } from '../wire'
import { clean } from './text'

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
