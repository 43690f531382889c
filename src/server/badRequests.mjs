// @ts-check
import { mediaTypeOf } from '../utilities/mediaType.mjs'

/**
 * Whether a request target cannot be read: percent-encoding that is not UTF-8 (`/%ff`, `?q=%C0%AF`)
 * or a stray `%`, in path or query, or a NUL anywhere. Next fails on the first deep inside routing,
 * Payload's query parser on a bad query, PostgreSQL on a NUL: each a 500 for what is the client's
 * mistake, so the server answers 400 before the app sees them.
 *
 * @param {string} target the raw request target, e.g. `/api/pages/home?x=1`
 */
export function isUnreadableTarget(target) {
  try {
    return decodeURIComponent(target.replace(/\+/g, ' ')).includes('\0')
  } catch {
    return true
  }
}

/**
 * Whether a request target is not a path: `*` (OPTIONS for the whole server) or an absolute URL,
 * which only proxies are sent. Next fails on the first (a 500) and redirects the second to the
 * host it names.
 *
 * @param {string} target
 */
export function isNotOriginForm(target) {
  return !target.startsWith('/')
}

/**
 * Whether a request target's path has dot segments (`/_next/../preview/x`, `/api/%2e%2e/x`). Next
 * resolves them before routing, so a check of the raw path (which part of the site, what it costs)
 * would judge another address than the one served; browsers never send them.
 *
 * @param {string} target
 */
export function hasDotSegments(target) {
  const path = target.split('?')[0] ?? '/'
  // The URL parser Next uses reads a backslash as a slash.
  return path.split(/[/\\]/).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
}

/** The methods the site answers; Next answers any other sent to a route handler with a 500. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * Headers Next sets for itself between its own layers and would believe from a client: with
 * `x-middleware-prefetch` every route answered `200 {}` without running, so a submission looked
 * accepted and was never stored.
 */
const nextInternalHeaders = [
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-invoke-status',
  'x-invoke-error',
  'x-matched-path',
  'x-now-route-matches',
]

/**
 * Removes Next's internal headers from a client's request.
 *
 * @param {import('node:http').IncomingMessage} request
 */
export function dropInternalHeaders(request) {
  for (const name of nextInternalHeaders) delete request.headers[name]
}

/** Longest request target for a site page: its address comes back in several response headers. */
export const PAGE_TARGET_MAX = 2048
/** Longest for the API, the CMS and the admin (list filters travel in the query). */
export const TARGET_MAX = 8192

/**
 * Paths that are not site pages: route handlers and Payload. Everything else is rendered by a
 * page or a not-found page, which never read a request body (the site has no server actions; the
 * admin's are sent with a `Next-Action` header).
 */
const nonPagePrefixes = ['/api/', '/cms/', '/_next/']

/** @param {string} path */
export function isPagePath(path) {
  return !nonPagePrefixes.some((prefix) => path.startsWith(prefix))
}

/**
 * Whether a page address holds a `%` or a backslash once decoded. No page has either in its
 * address, and Next fails on both with a 500: it decodes a page's parameter a second time (`/%25`,
 * `/career-details/%25`) and reads `/\` as an address on another host. Call only for page paths
 * whose target is readable.
 *
 * @param {string} target
 */
export function namesNoPage(target) {
  const decoded = decodeURIComponent(target.split('?')[0] ?? '')
  return decoded.includes('%') || decoded.includes('\\')
}

/**
 * The refusal for a body sent to a page, or null to let it through. Next reads a multipart body
 * sent to a page as a no-JavaScript server action and answers 500 when it is not one; the site has
 * none. A form posted before the page became interactive (url-encoded, without `Next-Action`) is let
 * through and gets the page again, as before.
 *
 * @param {string | undefined} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | null}
 */
export function refusedPageBody(method, headers) {
  if (method === 'GET' || method === 'HEAD' || headers['next-action']) return null
  if (method !== 'POST') {
    return {
      status: 405,
      message: 'Pages answer GET and HEAD only.',
      headers: { allow: 'GET, HEAD' },
    }
  }
  if (mediaTypeOf(headers['content-type']) === 'application/x-www-form-urlencoded') return null
  return { status: 415, message: 'Pages take no request body of this type.' }
}
