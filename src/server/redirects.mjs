// @ts-check

/**
 * Redirects editors keep in the CMS (src/features/pages/collections/Redirects) and those a page's rename leaves
 * behind, answered by the server before the app sees the request: a map lookup, no render, no
 * database read. The app publishes the map with the names it knows (src/content/knownNames.ts),
 * read again every few seconds, so every instance follows a change within seconds. An address
 * that shows something (a page, a screen, a job) is never redirected: what is published wins.
 */

/** Addresses the site keeps for itself, never the old address of a redirect. */
const RESERVED = /^\/(?:api|cms|admin|_next|en)(?:\/|$)/i

/**
 * An address as redirects are kept and looked up: a path (an editor may paste a whole address),
 * without query, fragment, trailing slash or the Arabic prefix (a redirect serves both
 * languages), decoded, in lower case. Null when it is not such an address or one the site keeps.
 *
 * @param {string} input
 * @returns {string | null}
 */
export function redirectPath(input) {
  let path = input.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? ''
  if (!path.startsWith('/')) path = `/${path}`
  try {
    path = decodeURIComponent(path)
  } catch {
    return null
  }
  path = path.replace(/\/+$/, '').toLowerCase()
  if (/^\/ar(?:\/|$)/.test(path)) path = path.slice('/ar'.length)
  // No page's address holds a space, `%` or `\` once decoded (the server refuses those), and a
  // browser reads `/\host` as another site.
  if (path === '' || /[\s%\\]|\/\//.test(path) || RESERVED.test(path)) return null
  return path
}

/**
 * Where a redirect leads, as kept: a path of the site (English form, `/` the home page) or a whole
 * address elsewhere.
 *
 * @typedef {{ to: string, permanent: boolean }} Redirect
 */

/**
 * The answer for a request to an address that names nothing: where to send it, or null. An Arabic
 * address is sent to the Arabic form of a path of the site; the visitor's query goes along when
 * the destination has none.
 *
 * @param {string} target the request target
 * @param {ReadonlyMap<string, Redirect> | undefined} redirects
 * @returns {{ location: string, permanent: boolean } | null}
 */
export function redirectFor(target, redirects) {
  if (!redirects || redirects.size === 0) return null
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1)
  const from = redirectPath(path)
  const redirect = from === null ? undefined : redirects.get(from)
  if (!redirect) return null
  const arabic = /^\/ar(?:\/|$)/i.test(path)
  let location = redirect.to
  if (arabic && location.startsWith('/') && !/^\/ar(?:\/|$)/.test(location))
    location = location === '/' ? '/ar' : `/ar${location}`
  if (query && !location.includes('?')) {
    const [before = '', fragment] = location.split('#', 2)
    location = `${before}?${query}${fragment === undefined ? '' : `#${fragment}`}`
  }
  // A header holds visible ASCII only: an Arabic path goes percent-encoded, what already is stays.
  location = location.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run))
  return { location, permanent: redirect.permanent }
}
