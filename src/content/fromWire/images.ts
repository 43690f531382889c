import type { Locale } from '@/i18n/locales'

import type { ImageView } from '../viewParts'
import type { WireObject } from '../wire'
import { clean, type MissingFields, pick } from './text'

/** An image field and its alternative text (`key_alt`), or null when there is no address. */
export function imageFrom<Content extends object>(
  content: Content,
  key: keyof Content & string,
  locale: Locale,
): ImageView | null {
  // Its alternative text (`key_alt`) is not in the type; every value of a wire object is a WireValue.
  const fields = content as WireObject
  const src = clean(fields[key])
  return src ? { src, alt: pick(fields, `${key}_alt`, locale) } : null
}

/** The section's picture: `image`, or `imageUrl` as other content blocks name it (spec §3). */
export function sectionImage<Content extends object>(
  content: Content & MissingFields<Content, 'image'>,
  locale: Locale,
): ImageView | null {
  const fields = content as WireObject
  return imageFrom(fields, 'image', locale) ?? imageFrom(fields, 'imageUrl', locale)
}
