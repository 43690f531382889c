// @ts-check
// Every Cache-Control the site's own code sends, by what it is for (Next and Payload send theirs).

/**
 * How long a shared cache (a CDN in front of the site) may answer with a public page or API read
 * before asking again: edits in the CMS are live here at once (tag revalidation), and at most this
 * much later through a CDN. `stale-if-error` lets the CDN keep serving while every instance is
 * down or deploying. Browsers always ask again (max-age=0).
 */
export const SHARED_MAX_AGE_SECONDS = 5

export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-if-error=86400`

/** Kept by no cache: an answer about one request (a submission, a refusal, a health check). */
export const NO_STORE = 'no-store'

/** The headers of an answer no cache keeps, for the handlers that write their own (NO_STORE). */
export const NO_STORE_HEADERS = Object.freeze({ 'cache-control': NO_STORE })

/** Kept by no cache, the browser's included: an answer for one person (a preview, a staff file). */
export const PRIVATE_NO_STORE = 'private, no-store'

/** The build's own files, whose addresses change when they do. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Redirects change in the CMS: browsers and shared caches keep one for five minutes at most. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=300'

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
