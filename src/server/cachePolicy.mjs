// @ts-check

/**
 * How long a shared cache (a CDN in front of the site) may answer with a public page or API read
 * before asking again: edits in the CMS are live here at once (tag revalidation), and at most this
 * much later through a CDN. `stale-if-error` lets the CDN keep serving while every instance is
 * down or deploying. Browsers always ask again (max-age=0).
 */
export const SHARED_MAX_AGE_SECONDS = 5

export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-if-error=86400`

/**
 * Next marks a page served from its own cache `s-maxage=<the cache life>` (30 days here: pages live
 * until a CMS save revalidates them), which would let a CDN serve a page, or a 404 for a page
 * published since, for a month after an edit. Those become the policy above; `private` and
 * `no-store` answers (previews, forms, per-request pages) keep theirs.
 *
 * @param {string | number | string[] | undefined} value the Cache-Control the app set
 * @returns {string | undefined} the one to send instead, if any
 */
export function sharedCacheControl(value) {
  return typeof value === 'string' && value.startsWith('s-maxage=')
    ? PUBLIC_CACHE_CONTROL
    : undefined
}
