import { pick, stripTags } from '@/content/fromWire/text'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type FaqWire = WireSectionOf<'faq'>

export type FaqItemView = {
  id: string
  question: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  answer: string
}

export type FaqView = {
  kind: 'faq'
  id: string
  header: string
  items: FaqItemView[]
}

export function faq(section: FaqWire, locale: Locale): FaqView | null {
  const items = (section.repeatable_content ?? []).flatMap((item, index) => {
    const content = item?.content ?? {}
    const question = stripTags(pick(content, 'question', locale))
    if (!question) return []
    return [
      {
        id: String(item?.id ?? `${section.id}-${index}`),
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
