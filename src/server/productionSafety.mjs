// @ts-check

/**
 * What a production start refuses or warns of, before it serves anything: settings that are fine
 * on a developer's machine and unsafe on the internet. server.mjs and the start script
 * (scripts/start.mjs) both ask, so `npm start` stops before it migrates and builds.
 */

/** Hosts an `http://` SITE_URL may name without ALLOW_HTTP_SITE_URL: the machine itself. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * @typedef {object} SafetySettings
 * @property {string | undefined} configuredSiteUrl
 * @property {boolean} allowHttpSiteUrl
 * @property {string | undefined} metricsToken
 */

/**
 * The reasons a production start refuses (an empty list: none), and what it only warns of.
 * Outside production nothing is refused: a developer's `http://` address is the usual one.
 *
 * An `http://` SITE_URL leaves the admin's session cookie without `Secure`, sends no HSTS and
 * puts `http://` links in every email (password resets among them); TLS ended at a proxy still
 * gives the site an `https://` address. Only the machine's own names pass, for a drill or a test
 * on it, unless ALLOW_HTTP_SITE_URL says the operator means it.
 *
 * @param {SafetySettings} settings
 * @param {boolean} production
 * @returns {{ refusals: string[], warnings: string[] }}
 */
export function startChecks(settings, production) {
  /** @type {string[]} */
  const refusals = []
  /** @type {string[]} */
  const warnings = []
  if (!production) return { refusals, warnings }
  const site = settings.configuredSiteUrl
  if (site === undefined) {
    warnings.push(
      'SITE_URL is unset: canonical links and the links in emails point to http://localhost:3000. Set it to the public https:// address.',
    )
  } else {
    /** @type {URL | null} */
    let url = null
    try {
      url = new URL(site)
    } catch {
      url = null
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      refusals.push(
        `SITE_URL ${JSON.stringify(site)} is not an http(s) address. Set it to the public address, such as https://www.example.sa.`,
      )
    else if (
      url.protocol === 'http:' &&
      !LOOPBACK_HOSTS.has(url.hostname) &&
      !settings.allowHttpSiteUrl
    )
      refusals.push(
        `SITE_URL ${site} is http:// in production: session cookies would not be Secure and emailed links (password resets too) would travel unencrypted. ` +
          'Use the https:// address visitors reach (TLS ended at a proxy still gives one), or set ALLOW_HTTP_SITE_URL=true if this site really is served over plain http.',
      )
  }
  if (!settings.metricsToken)
    warnings.push('Metrics are off: /metrics answers 404 until METRICS_TOKEN is set.')
  return { refusals, warnings }
}

/**
 * Who may read /metrics: the holder of METRICS_TOKEN; without one, in production nobody (behind
 * a proxy on the same machine every request comes from loopback, so the address proves nothing),
 * and elsewhere connections from this machine.
 *
 * @param {string | undefined} metricsToken
 * @param {boolean} production
 * @returns {'token' | 'loopback' | 'nobody'}
 */
export function metricsReaders(metricsToken, production) {
  if (metricsToken) return 'token'
  return production ? 'nobody' : 'loopback'
}
