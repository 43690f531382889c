import type { Locale } from '@/i18n/locales'

import type { LinkView } from '../viewParts'
import type { WireObject, WireSection } from '../wire'
import { isExternal, pick, stripTags } from './text'

export type SingleBlogView = {
  kind: 'single_blog'
  id: string
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  button: LinkView | null
}

/**
 * A section's optional button: `button_text` + `button_url`, or the hero's spelling `buttonText` +
 * `button_link` that foreign servers also use. Shown only when both text and target exist. Shared
 * by the text-like section kinds (single_blog, image_blog, redirect_section, contact_information,
 * form, interested_to_join), which all carry the same button.
 */
export function sectionButton(
  content: WireObject | null | undefined,
  locale: Locale,
): LinkView | null {
  const text = stripTags(
    pick(content, 'button_text', locale) || pick(content, 'buttonText', locale),
  )
  const href = contentHref(
    pick(content, 'button_url', locale) || pick(content, 'button_link', locale),
  )
  return text && href
    ? { text, href, external: isExternal(href) || /^(mailto|tel):/i.test(href) }
    : null
}

/** A link target from content: a web address, mailto:/tel:, or a site path (given a leading slash). */
export function contentHref(value: string): string {
  const href = value.trim()
  if (!href || /^(https?:\/\/|mailto:|tel:|\/|#)/i.test(href)) return href
  // Other schemes (javascript:, data:) are never followed; a bare name is a site page ("get-a-quote").
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? '' : `/${href}`
}

/**
 * Plain-text paragraphs of a description typed in a text area (line breaks separate paragraphs);
 * a foreign server may send HTML instead, whose block ends separate them and whose tags are dropped.
 */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\r?\n|<br\s*\/?>|<\/(?:p|li|div|h[1-6])>/i)
    .map((line) => stripTags(line).trim())
    .filter(Boolean)
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
