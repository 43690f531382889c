import type { Locale } from '@/i18n/locales'

import type { ImageView, LinkView } from '../viewParts'
import type { WireObject, WireSection } from '../wire'
import { sectionButton } from './singleBlog'
import { imageFrom, pick, stripTags } from './text'

export type ImageBlogView = {
  kind: 'image_blog'
  id: string
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  image: ImageView | null
  button: LinkView | null
}

/** The section's picture: `image`, or `imageUrl` as other content blocks name it (spec §3). */
export function sectionImage(content: WireObject, locale: Locale): ImageView | null {
  return imageFrom(content, 'image', locale) ?? imageFrom(content, 'imageUrl', locale)
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
