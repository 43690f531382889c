import type { Locale } from '@/i18n/locales'
import { asciiDigits } from '@/i18n/digits'

import type { CardLinkView, ContactLinkView, LinkView } from '../viewParts'
import type { WireObject, WireValue } from '../wire'
import { isWireObject } from './items'
import { clean, type MissingFields, pick, pickFirst, stripTags } from './text'

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/** A content link: missing, empty or the text "null" go home (spec §2.2/§2.4). */
export function linkOrHome(value: WireValue): string {
  const link = clean(value).trim()
  if (!link) return '/'
  if (isExternal(link) || link.startsWith('/')) return link
  return `/${link}`
}

/** A link target from content: a web address, mailto:/tel:, or a site path (given a leading slash). */
export function contentHref(value: string): string {
  const href = value.trim()
  if (!href || /^(https?:\/\/|mailto:|tel:|\/|#)/i.test(href)) return href
  // Other schemes (javascript:, data:) are never followed; a bare name is a site page ("get-a-quote").
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? '' : `/${href}`
}

/**
 * A section's optional button: `button_text` + `button_url`, or the hero's spelling `buttonText` +
 * `button_link` that foreign servers also use. Shown only when both text and target exist. Shared
 * by the text-like section kinds (single_blog, image_blog, redirect_section, contact_information,
 * form, interested_to_join), which all carry the same button.
 */
export function sectionButton<Content extends object>(
  content: (Content & MissingFields<Content, 'button_text' | 'button_url'>) | null | undefined,
  locale: Locale,
): LinkView | null {
  // Read by its names and their foreign spellings; every value of a wire object is a WireValue.
  const fields = content as WireObject | null | undefined
  const text = stripTags(pickFirst(fields, ['button_text', 'buttonText'], locale))
  const href = contentHref(pickFirst(fields, ['button_url', 'button_link'], locale))
  return text && href
    ? { text, href, external: isExternal(href) || /^(mailto|tel):/i.test(href) }
    : null
}

/** `choose_type` counts only when it has both a type and a value (spec §3). */
export function chooseType<Content extends object>(
  content: Content & MissingFields<Content, 'choose_type'>,
): { type: string; href: string } | null {
  const chosen = (content as WireObject).choose_type
  if (!isWireObject(chosen)) return null
  const type = clean(chosen.type).trim().toLowerCase()
  const href = contentHref(clean(chosen.value))
  return type && href ? { type, href } : null
}

/**
 * The link of a card or slider card: its `redirectText` and the `choose_type` target, else the
 * plain `redirectUrl`. Empty, "null" or missing text means no link.
 */
export function redirectLink<Content extends object>(
  content: Content & MissingFields<Content, 'redirectText' | 'choose_type'>,
  locale: Locale,
): CardLinkView | null {
  // `redirectUrl` is read too where a kind has it; every value of a wire object is a WireValue.
  const fields = content as WireObject
  const text = stripTags(pick(fields, 'redirectText', locale))
  const chosen = chooseType(fields)
  const href = chosen?.href || contentHref(pick(fields, 'redirectUrl', locale))
  return text && href
    ? { text, href, external: isExternal(href), download: chosen?.type === 'file' }
    : null
}

/** A dialable number: digits and a leading +, the spaces and dashes people write dropped. */
export function phoneLink(value: string): ContactLinkView | null {
  const text = value.trim()
  const digits = asciiDigits(text)
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '')
  return digits.replace('+', '').length >= 3 ? { text, href: `tel:${digits}` } : null
}
