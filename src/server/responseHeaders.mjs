// @ts-check
import { PRIVATE_NO_STORE, sharedCacheControl } from './cachePolicy.mjs'
import { securityHeaders } from './securityHeaders.mjs'

/**
 * The headers every answer past the server's first checks is finished with, once the app has set
 * its own (finishResponse.mjs): the security headers the app did not set (a route that sends a
 * stricter policy of its own, as private files do, keeps it; Next keeps a header already set
 * rather than the route's, so they cannot be set before), the shared-cache policy in place of
 * Next's month-long `s-maxage`, and no caching of the bare home address's redirect, which follows
 * the visitor's language cookie (Next sets no header on it).
 *
 * @param {import('node:http').ServerResponse} response
 * @param {string} path
 * @param {string | undefined} siteUrl
 * @returns {import('./finishResponse.mjs').Finisher}
 */
export function settledHeaders(response, path, siteUrl) {
  return {
    head(status) {
      for (const [name, value] of securityHeaders(path, siteUrl)) {
        if (!response.hasHeader(name)) response.setHeader(name, value)
      }
      const shared = sharedCacheControl(response.getHeader('cache-control'))
      if (shared) response.setHeader('Cache-Control', shared)
      if (status >= 300 && status < 400 && /^\/(?:\?|$)/.test(path)) {
        response.setHeader('Cache-Control', PRIVATE_NO_STORE)
        const vary = response.getHeader('vary')
        response.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie')
      }
    },
  }
}
