import { sectionButton } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type SingleBlogWire = WireSectionOf<'single_blog', { content: 'title' }>

export type SingleBlogView = {
  kind: 'single_blog'
  id: string
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  button: LinkView | null
}

export function singleBlog(section: SingleBlogWire, locale: Locale): SingleBlogView | null {
  const c = section.content ?? {}
  const view: SingleBlogView = {
    kind: 'single_blog',
    id: String(section.id),
    header: stripTags(pick(c, 'header', locale) || pick(c, 'title', locale)),
    description: pick(c, 'description', locale),
    button: sectionButton(c, locale),
  }
  return view.header || view.description || view.button ? view : null
}
