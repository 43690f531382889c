// @ts-check
import { sharedCacheControl } from './cachePolicy.mjs'
import { securityHeaders } from './securityHeaders.mjs'

/**
 * Settles a response's headers as its head is written, once the app has set its own: the security
 * headers the app did not set (a route that sends a stricter policy of its own, as private files do,
 * keeps it; Next keeps a header already set rather than the route's, so they cannot be set before),
 * the shared-cache policy in place of Next's month-long `s-maxage`, and no caching of the bare home
 * address's redirect, which follows the visitor's language cookie (Next sets no header on it).
 *
 * @param {import('node:http').ServerResponse} response
 * @param {string} path
 * @param {string | undefined} siteUrl
 */
export function finishHeaders(response, path, siteUrl) {
  const writeHead = response.writeHead
  /** @param {unknown[]} args whichever of writeHead's overloads the caller used, passed on as they are */
  const finished = (...args) => {
    for (const [name, value] of securityHeaders(path, siteUrl)) {
      if (!response.hasHeader(name)) response.setHeader(name, value)
    }
    const shared = sharedCacheControl(response.getHeader('cache-control'))
    if (shared) response.setHeader('Cache-Control', shared)
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (status >= 300 && status < 400 && /^\/(?:\?|$)/.test(path)) {
      response.setHeader('Cache-Control', 'private, no-store')
      const vary = response.getHeader('vary')
      response.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie')
    }
    return Reflect.apply(writeHead, response, args)
  }
  response.writeHead = /** @type {typeof writeHead} */ (finished)
}
