import type { Locale } from '@/i18n/locales'

import type { ImageView } from '../viewParts'
import type { WireObject } from '../wire'
import { clean, pick } from './text'

/** An image field and its alternative text (`key_alt`), or null when there is no address. */
export function imageFrom(content: WireObject, key: string, locale: Locale): ImageView | null {
  const src = clean(content[key])
  return src ? { src, alt: pick(content, `${key}_alt`, locale) } : null
}

/** The section's picture: `image`, or `imageUrl` as other content blocks name it (spec §3). */
export function sectionImage(content: WireObject, locale: Locale): ImageView | null {
  return imageFrom(content, 'image', locale) ?? imageFrom(content, 'imageUrl', locale)
}
