// @ts-check

/**
 * Paths other sites may not frame at all; the site's own e-services pages (which the claims and
 * complaints pages embed), the previews (which the admin's live preview shows beside the editor)
 * and the admin may be framed by the site itself.
 *
 * @param {string} path
 */
function framedBySelf(path) {
  return /^\/(ar\/)?(e-services(\/|$|\?)|preview\/)/.test(path) || isAdmin(path)
}

/** @param {string} path */
export function isAdmin(path) {
  return /^\/admin(\/|$|\?)/.test(path)
}

/**
 * The Content-Security-Policy of every response the app makes (a route may send a stricter one of
 * its own, as private files do).
 *
 * Next bootstraps each page with inline scripts. The server holds a page's HTML until it ends
 * (finishResponse.mjs), and the policy names each of its inline scripts by its hash
 * (`inlineScripts`, see inlineScripts.mjs); no other inline script runs. A nonce would make every
 * page render per request. Only the admin (rendered per request by Payload, whose screens add
 * scripts of their own) and a body too large to hold allow inline scripts. The
 * policy confines everything else too: code and data load only from this origin, no plugin, no
 * `<base>` rewrite, forms post only here, and frames only over https (the branch maps and the
 * e-services addresses editors set). The admin loads nothing from elsewhere either: the one screen
 * that showed Payload's code editor, which comes from a CDN, shows a request's details as text.
 *
 * @param {string} path
 * @param {boolean} https
 * @param {string[]} [inlineScripts] the hash sources of the page's inline scripts, when known
 */
export function contentSecurityPolicy(path, https, inlineScripts) {
  const inline =
    inlineScripts && !isAdmin(path)
      ? inlineScripts.map((source) => ` ${source}`).join('')
      : " 'unsafe-inline'"
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBySelf(path) ? "'self'" : "'none'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** @param {string | undefined} siteUrl SITE_URL */
export const isHttps = (siteUrl) => (siteUrl ?? '').startsWith('https://')

/**
 * Headers for every response: the policy above, no type sniffing, no full address sent to other
 * sites, no powerful browser features, and HSTS when the site is served over https.
 *
 * @param {string} path the request's path
 * @param {string | undefined} siteUrl SITE_URL
 * @returns {[string, string][]}
 */
export function securityHeaders(path, siteUrl) {
  const https = isHttps(siteUrl)
  const key = `${isAdmin(path)}${framedBySelf(path)}${https}`
  const known = variants.get(key)
  if (known) return known
  /** @type {[string, string][]} */
  const headers = [
    ['Content-Security-Policy', contentSecurityPolicy(path, https)],
    ['X-Frame-Options', framedBySelf(path) ? 'SAMEORIGIN' : 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https
      ? /** @type {[string, string][]} */ ([
          ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        ])
      : []),
  ]
  variants.set(key, headers)
  return headers
}

/** The headers depend only on the kind of path and the scheme: built once per kind, not per request. */
/** @type {Map<string, [string, string][]>} */
const variants = new Map()
