import type { Locale } from '@/i18n/locales'

import type { LinkView } from '../viewParts'
import type { WireObject } from '../wire'
import { sectionButton } from './links'
import { type MissingFields, pick, pickFirst, plainParagraphs, stripTags } from './text'

/** The text of a band: its title, its description as plain paragraphs and its optional button. */
export type TextBandView = { title: string; paragraphs: string[]; button: LinkView | null }

/**
 * A band of text with a call to action (interested_to_join, redirect_section,
 * contact_information): the title under its own name or the `header` a foreign server may send.
 */
export function textBand<Content extends object>(
  content: Content &
    MissingFields<Content, 'title' | 'header' | 'description' | 'button_text' | 'button_url'>,
  locale: Locale,
): TextBandView {
  // Checked by the type above; every value of a wire object is a WireValue.
  const fields = content as WireObject
  return {
    title: stripTags(pickFirst(fields, ['title', 'header'], locale)),
    paragraphs: plainParagraphs(pick(fields, 'description', locale)),
    button: sectionButton(fields, locale),
  }
}

/** The text of an article-like section: its heading, formatted text and optional button. */
export type HeadedTextView = {
  header: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  button: LinkView | null
}

/**
 * A heading over formatted text (single_blog, image_blog): the heading under its own name or the
 * `title` a foreign server may send.
 */
export function headedText<Content extends object>(
  content: Content &
    MissingFields<Content, 'header' | 'title' | 'description' | 'button_text' | 'button_url'>,
  locale: Locale,
): HeadedTextView {
  // Checked by the type above; every value of a wire object is a WireValue.
  const fields = content as WireObject
  return {
    header: stripTags(pickFirst(fields, ['header', 'title'], locale)),
    description: pick(fields, 'description', locale),
    button: sectionButton(fields, locale),
  }
}
