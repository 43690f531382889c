import { repeatedItems } from '@/content/fromWire/items'
import { pick, pickFirst, stripTags } from '@/content/fromWire/text'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type SingleBlogDropdownWire = WireSectionOf<
  'single_blog_dropdown',
  { content: 'title'; items: 'header' | 'question' | 'text' | 'answer' }
>

export type DropdownItemView = {
  id: string
  title: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  body: string
}

export type SingleBlogDropdownView = {
  kind: 'single_blog_dropdown'
  id: string
  header: string
  /** HTML from content, shown above the expandable parts. */
  description: string
  items: DropdownItemView[]
}

export function singleBlogDropdown(
  section: SingleBlogDropdownWire,
  locale: Locale,
): SingleBlogDropdownView | null {
  const c = section.content ?? {}
  const items = repeatedItems(section).flatMap(({ id, content }) => {
    // Parts are titled texts; a foreign server may name them like FAQ entries or text blocks.
    const title = stripTags(pickFirst(content, ['title', 'header', 'question'], locale))
    const body = pickFirst(content, ['description', 'text', 'answer'], locale)
    // A part without a title has no button to open it; one without text has nothing to open.
    if (!title || !body) return []
    return [{ id, title, body }]
  })
  const header = stripTags(pickFirst(c, ['header', 'title'], locale))
  const description = pick(c, 'description', locale)
  return header || description || items.length
    ? { kind: 'single_blog_dropdown', id: String(section.id), header, description, items }
    : null
}
