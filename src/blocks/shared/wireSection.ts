// Test helper: the section kinds' wire tests (src/blocks/*/wire.test.ts) build their input with it.
import type { WireObject, WireSection } from '@/content/wire'

/**
 * The ids a kind's tests give their section: its own, and the prefix of its items' ids (`'q'`
 * numbers them q0, q1, …; `'i'` unless told), which the expected views repeat.
 */
type Ids = { id: string | number; itemIds?: string }

/** A section of the kind `name` as the wire sends it, each item numbered after `ids.itemIds`. */
export function wireSection(
  name: string,
  { id, itemIds = 'i' }: Ids,
  content: WireObject,
  items: WireObject[] = [],
): WireSection {
  return {
    id,
    section: { name },
    content,
    repeatable_content: items.map((item, index) => ({ id: `${itemIds}${index}`, content: item })),
  }
}

/** The builder for a kind whose tests vary its content: `section(content, items?)`. */
export const sectionBuilder =
  (name: string, ids: Ids) =>
  (content: WireObject, items: WireObject[] = []): WireSection =>
    wireSection(name, ids, content, items)

/**
 * The builder for a kind whose tests vary its items: `section(items, content?)`, the content
 * (a heading, as a rule) the same in every test unless one gives its own.
 */
export const listBuilder =
  (name: string, { content: usual = {}, ...ids }: Ids & { content?: WireObject }) =>
  (items: WireObject[], content: WireObject = usual): WireSection =>
    wireSection(name, ids, content, items)
