import { sectionImage } from '@/content/fromWire/images'
import { sectionButton } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { ImageView, LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ImageBlogWire = WireSectionOf<'image_blog', { content: 'title' }>

export type ImageBlogView = {
  kind: 'image_blog'
  id: string
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  image: ImageView | null
  button: LinkView | null
}

export function imageBlog(section: ImageBlogWire, locale: Locale): ImageBlogView | null {
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
