// @ts-check
import { jobPagePrefixes } from '../routes.mjs'

/**
 * Which page addresses name something, so that the server answers every other one with the
 * not-found document before the app renders it: a made-up address cost a render, a database read
 * per name and six files under `.next` that nothing removed (scanners ask for thousands).
 *
 * The app (src/content/knownNames.ts) publishes the names of the published pages and jobs here;
 * server.mjs runs the app in its own process, so both see the same `globalThis`. Until the first
 * list is published every address goes to the app, which then decides as before.
 */
const REGISTRY = Symbol.for('rafeef.knownNames')

/**
 * @typedef {{ pages: ReadonlySet<string>, jobs: ReadonlySet<string>,
 *   redirects?: ReadonlyMap<string, import('./redirects.mjs').Redirect> }} KnownNames
 *   `redirects`: by the address they redirect from (redirectPath), those that lead somewhere
 */

/** @param {KnownNames} names */
export function publishKnownNames(names) {
  Reflect.set(globalThis, REGISTRY, names)
}

/** @returns {KnownNames | null} */
export function knownNames() {
  return /** @type {KnownNames | undefined} */ (Reflect.get(globalThis, REGISTRY)) ?? null
}

/**
 * The site's screens with a route folder of their own, by their one path segment (after `/ar`),
 * and the files the app serves at the root. Content pages are known by their names.
 * tests/unit/knownAddresses.test.ts checks every page folder of the app is covered.
 */
export const screenSegments = new Set([
  'contact-us',
  'career-openings',
  'details-request',
  'cancel-insurance',
  'submit-complaints',
  'extend-insurance',
  'account',
  '401',
  'terms-and-conditions',
  'claims',
  'complaints',
  'get-a-quote',
  'activate-visa',
  'submit-claim',
  'data-sharing',
  'search',
])

/** Root files of the app (src/app/robots.ts, sitemap.ts, icon.svg), English addresses only. */
export const rootFiles = new Set(['robots.txt', 'sitemap.xml', 'icon.svg'])

/**
 * Screens two segments deep: the e-services frames, the filtered job list, the prerendered
 * not-found screens, and previews of any page name (private, rendered per request, never stored).
 *
 * @type {Map<string, ReadonlySet<string> | 'any'>}
 */
export const nestedScreens = new Map(
  /** @type {[string, ReadonlySet<string> | 'any'][]} */ ([
    ['e-services', new Set(['claim-tracking', 'complaint-status', 'complaint-form'])],
    ['career-openings', new Set(['search'])],
    ['not-found-screen', new Set(['page', 'job'])],
    ['preview', 'any'],
  ]),
)

/**
 * Whether a page address certainly names nothing, as the app would answer 404: addresses the app
 * redirects and the admin are left to it.
 *
 * @param {string} target a readable request target of a page (see isPagePath)
 * @param {KnownNames | null} names
 */
export function namesNothing(target, names) {
  if (!names) return false
  const path = target.split('?')[0] ?? '/'
  // A trailing or doubled slash and `/en/…` are redirected by the app, in any case of `en`.
  if (path.endsWith('/') || path.includes('//') || /^\/(?:en(?:\/|$)|admin(?:[/?]|$))/i.test(path))
    return false
  const arabic = /^\/ar(?:\/|$)/.test(path)
  const rest = arabic ? path.slice('/ar'.length) : path
  if (rest === '') return false
  const segments = rest.slice(1).split('/').map(decodeURIComponent)
  const [first = '', second] = segments
  if (segments.length === 1) {
    return !(
      screenSegments.has(first) ||
      names.pages.has(first) ||
      (!arabic && rootFiles.has(first))
    )
  }
  if (segments.length > 2 || second === undefined) return true
  if (jobPagePrefixes.includes(`/${first}/`)) return !names.jobs.has(second)
  const seconds = nestedScreens.get(first)
  return !(seconds === 'any' || seconds?.has(second))
}
