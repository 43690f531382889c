// @ts-check
import { sharedCacheControl } from './cachePolicy.mjs'
import { securityHeaders } from './securityHeaders.mjs'

/**
 * Settles a response's headers as its head is written, once the app has set its own: the security
 * headers the app did not set (a route that sends a stricter policy of its own, as private files do,
 * keeps it; Next keeps a header already set rather than the route's, so they cannot be set before),
 * and the shared-cache policy in place of Next's month-long `s-maxage`.
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
    return Reflect.apply(writeHead, response, args)
  }
  response.writeHead = /** @type {typeof writeHead} */ (finished)
}
