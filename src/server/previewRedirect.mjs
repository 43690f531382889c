// @ts-check

/** First path segments that are not content pages. */
const notContent = new Set(['preview', 'ar', 'en', 'admin'])

/**
 * Where `?preview` on a content page (spec §2.4) leads: the page's preview route, which is rendered
 * per request and checks the CMS session itself. The server answers it, not Next's routing rules:
 * those match a query parameter only when it has a value, and the spec's `?preview` has none.
 * Only `/`, `/{name}` and their `/ar` forms are content pages; anything else is left to the app.
 *
 * @param {string} target the raw request target, e.g. `/ar/motor-insurance?preview`
 * @returns {string | null} the address to redirect to, or null
 */
export function previewRedirect(target) {
  const query = target.indexOf('?')
  if (query < 0 || !new URLSearchParams(target.slice(query + 1)).has('preview')) return null
  const match = /^(\/ar)?(?:\/([^/]+))?\/?$/.exec(target.slice(0, query))
  if (!match || notContent.has(match[2] ?? '')) return null
  return `${match[1] ?? ''}/preview/${match[2] ?? 'home'}`
}
