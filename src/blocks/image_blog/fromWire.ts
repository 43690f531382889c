import type { Locale } from '@/i18n/locales'

import type { ImageView, LinkView } from '../viewParts'
import type { WireSection } from '../wire'
import { sectionImage } from './images'
import { sectionButton } from './links'
import { pick, stripTags } from './text'

export type ImageBlogView = {
  kind: 'image_blog'
  id: string
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  image: ImageView | null
  button: LinkView | null
}

export function imageBlog(section: WireSection, locale: Locale): ImageBlogView | null {
  const c = section.content ?? {}
  const view: ImageBlogView = {
    kind: 'image_blog',
    id: String(section.id),
    header: stripTags(pick(c, 'header', locale) || pick(c, 'title', locale)),
    description: pick(c, 'description', locale),
    image: sectionImage(c, locale),
    button: sectionButton(c, locale),
  }
  return view.header || view.description || view.image ? view : null
}
