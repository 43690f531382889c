import { type HeadedTextView, headedText } from '@/content/fromWire/textParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type SingleBlogWire = WireSectionOf<'single_blog', { content: 'title' }>

export type SingleBlogView = { kind: 'single_blog'; id: string } & HeadedTextView

export function singleBlog(section: SingleBlogWire, locale: Locale): SingleBlogView | null {
  const view: SingleBlogView = {
    kind: 'single_blog',
    id: String(section.id),
    ...headedText(section.content ?? {}, locale),
  }
  return view.header || view.description || view.button ? view : null
}
