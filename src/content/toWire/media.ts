import type { Media } from '@/payload-types'
import { settings } from '@/settings.mjs'

import { populated } from './populated'

/** What the wire takes from an uploaded file: its address and, for an image, its alternative text. */
export type UploadDoc = Pick<Media, 'url'> & Partial<Pick<Media, 'alt' | 'alt_ar'>>

type Upload = UploadDoc | number | string | null | undefined

/**
 * A file of this site by its path: Payload prefixes upload URLs with `serverURL` (SITE_URL) when it
 * is set, and the site's image optimizer only serves its own files by path.
 */
export function ownFileUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const site = settings.configuredSiteUrl
  return site && url.startsWith(`${site}/`) ? url.slice(site.length) : url
}

/** An upload field read at depth 1 is the media document; at depth 0 it is only an id. */
export function mediaUrl(media: Upload): string | null {
  return ownFileUrl(populated(media)?.url)
}

/** The image's address and its alternative text in both languages, under the given key. */
export function wireImage<K extends string>(key: K, media: Upload) {
  const doc = populated(media)
  return {
    [key]: mediaUrl(media),
    [`${key}_alt`]: doc?.alt ?? null,
    [`${key}_alt_ar`]: doc?.alt_ar ?? null,
  } as Record<K, string | null> & Record<`${K}_alt` | `${K}_alt_ar`, string | null>
}
