import { sectionImage } from '@/content/fromWire/images'
import { type HeadedTextView, headedText } from '@/content/fromWire/textParts'
import type { ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ImageBlogWire = WireSectionOf<'image_blog', { content: 'title' }>

export type ImageBlogView = HeadedTextView & {
  kind: 'image_blog'
  id: string
  image: ImageView | null
}

export function imageBlog(section: ImageBlogWire, locale: Locale): ImageBlogView | null {
  const c = section.content ?? {}
  const view: ImageBlogView = {
    kind: 'image_blog',
    id: String(section.id),
    ...headedText(c, locale),
    image: sectionImage(c, locale),
  }
  return view.header || view.description || view.image ? view : null
}
