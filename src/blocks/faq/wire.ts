import { repeatedItems } from '@/content/fromWire/items'
import { pick, stripTags } from '@/content/fromWire/text'
import type { HeadedListView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type FaqWire = WireSectionOf<'faq'>

export type FaqItemView = {
  id: string
  question: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  answer: string
}

export type FaqView = HeadedListView<'faq', FaqItemView>

export function faq(section: FaqWire, locale: Locale): FaqView | null {
  const items = repeatedItems(section).flatMap(({ id, content }) => {
    const question = stripTags(pick(content, 'question', locale))
    if (!question) return []
    return [
      {
        id,
        question,
        answer: pick(content, 'answer', locale),
      },
    ]
  })
  // An accordion without questions has nothing to show, and the spec names no empty state for it.
  return items.length
    ? {
        kind: 'faq',
        id: String(section.id),
        header: pick(section.content, 'header', locale),
        items,
      }
    : null
}
