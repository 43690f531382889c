
export type MediaDoc = {
  url?: string | null
  alt?: string | null
  alt_ar?: string | null
  width?: number | null
  height?: number | null
}

/** An upload field read at depth 1 is the media document; at depth 0 it is only an id. */
export function mediaUrl(media: MediaDoc | number | string | null | undefined): string | null {
  return typeof media === 'object' && media ? (media.url ?? null) : null
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
