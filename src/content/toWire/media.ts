import { settings } from '@/settings.mjs'

export type MediaDoc = {
  url?: string | null
  alt?: string | null
  alt_ar?: string | null
  width?: number | null
  height?: number | null
}

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
export function mediaUrl(media: MediaDoc | number | string | null | undefined): string | null {
  return typeof media === 'object' && media ? ownFileUrl(media.url) : null
}

/** The image's address and its alternative text in both languages, under the given key. */
export function wireImage<K extends string>(key: K, media: MediaDoc | number | string | null | undefined) {
  const doc = typeof media === 'object' && media ? media : null
  return {
    [key]: mediaUrl(media),
    [`${key}_alt`]: doc?.alt ?? null,
    [`${key}_alt_ar`]: doc?.alt_ar ?? null,
  } as Record<K, string | null> & Record<`${K}_alt` | `${K}_alt_ar`, string | null>
}
