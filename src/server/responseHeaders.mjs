// @ts-check
import { PRIVATE_NO_STORE, sharedCacheControl } from './cachePolicy.mjs'
import { inlineScriptSources } from './inlineScripts.mjs'
import { contentSecurityPolicy, isAdmin, isHttps, securityHeaders } from './securityHeaders.mjs'

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
    // A page's body is held until it ends, so that its policy can name its inline scripts.
    holds: () => response.req?.method === 'GET' && !isAdmin(path) && isHtml(response),
    head(status, body) {
      // The app's own policy, where a route sends one, is kept; so is every other header it set.
      const ownPolicy = response.hasHeader('content-security-policy')
      for (const [name, value] of securityHeaders(path, siteUrl)) {
        if (!response.hasHeader(name)) response.setHeader(name, value)
      }
      if (body && !ownPolicy && isHtml(response))
        response.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy(
            path,
            isHttps(siteUrl),
            inlineScriptSources(body, header(response, 'content-encoding')),
          ),
        )
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

/** @param {import('node:http').ServerResponse} response */
const isHtml = (response) => /^text\/html\b/i.test(header(response, 'content-type') ?? '')

/** @param {import('node:http').ServerResponse} response @param {string} name */
const header = (response, name) => {
  const value = response.getHeader(name)
  return value === undefined ? undefined : String(value)
}
