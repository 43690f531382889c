import type { Locale } from '@/i18n/locales'

import type { LinkView } from '../viewParts'
import type { WireSection } from '../wire'
import { sectionButton } from './links'
import { pick, stripTags } from './text'

export type SingleBlogView = {
  kind: 'single_blog'
  id: string
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  button: LinkView | null
}

export function singleBlog(section: WireSection, locale: Locale): SingleBlogView | null {
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
