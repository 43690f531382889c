// @ts-check
import { jobPagePrefixes, shareImageSegment } from '../routes.mjs'

/**
 * Which page addresses and public files name something, so that the server answers every other one
 * with the not-found document, or a short 404, before the app sees it: a made-up address cost a
 * render, a database read per name and six files under `.next` that nothing removed (scanners ask
 * for thousands); a made-up picture size held the event loop for tens of milliseconds while the
 * image optimizer asked the CMS for a file that is not there.
 *
 * The app (src/content/knownNames.ts) publishes the names of the published pages and jobs and of
 * the uploaded files here;
 * server.mjs runs the app in its own process, so both see the same `globalThis`. Until the first
 * list is published every address goes to the app, which then decides as before.
 */
const REGISTRY = Symbol.for('rafeef.knownNames')

/**
 * @typedef {{ pages: ReadonlySet<string>, jobs: ReadonlySet<string>,
 *   redirects?: ReadonlyMap<string, import('./redirects.mjs').Redirect>,
 *   files?: ReadonlySet<string> }} KnownNames
 *   `redirects`: by the address they redirect from (redirectPath), those that lead somewhere;
 *   `files`: every stored file of the public uploads, each size of a picture included, as
 *   `collection/filename` (publicFileKey)
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
 * Whether `/share-image/{kind}/{key}` may name a picture: of a published page or job, or of a
 * screen (the app knows which screens have one, src/metadata/screens.ts).
 *
 * @param {string | undefined} kind
 * @param {string | undefined} key
 * @param {KnownNames} names
 */
function namesShareImage(kind, key, names) {
  if (key === undefined) return false
  if (kind === 'page') return names.pages.has(key)
  if (kind === 'job') return names.jobs.has(key)
  return kind === 'screen' && (screenSegments.has(key) || eServices.has(key))
}

/** The e-services frames, which have share images of their own under their last segment. */
const eServices = /** @type {ReadonlySet<string>} */ (nestedScreens.get('e-services'))

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
  const [first = '', second, third] = segments
  if (first === shareImageSegment && segments.length === 3)
    return !namesShareImage(second, third, names)
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

/** The upload collections whose files anyone may read, at `/cms/api/{collection}/file/{name}`. */
export const publicFileCollections = /** @type {const} */ (['media', 'documents'])

/**
 * How a public file is listed in KnownNames' `files`.
 *
 * @param {(typeof publicFileCollections)[number]} collection
 * @param {string} filename
 */
export const publicFileKey = (collection, filename) => `${collection}/${filename}`

const PUBLIC_FILE = new RegExp(`^/cms/api/(${publicFileCollections.join('|')})/file/(.*)$`)
const OPTIMIZED_IMAGE = /^\/_next\/image\?/

/**
 * Whether a request for a public file, or for a size of one from Next's image optimizer, certainly
 * names no stored file, as Payload would answer 404. Anything else (other addresses, methods other
 * than reading) is left to the app.
 *
 * @param {string | undefined} method
 * @param {string} target a request target
 * @param {KnownNames | null} names
 */
export function namesNoFile(method, target, names) {
  if (!names?.files || (method !== 'GET' && method !== 'HEAD')) return false
  let path = target.split('?', 1)[0] ?? ''
  if (OPTIMIZED_IMAGE.test(target)) {
    // The optimizer asks for the path of its `url` (Payload ignores the query it passes on).
    const url = new URLSearchParams(target.slice(target.indexOf('?') + 1)).get('url')
    if (!url) return false
    path = url.split(/[?#]/, 1)[0] ?? ''
  }
  const [, collection, name] = PUBLIC_FILE.exec(path) ?? []
  if (collection === undefined || name === undefined) return false
  // Payload's addresses name a file in one segment, any slash in it encoded: an empty or deeper
  // one is no file, though the optimizer's pattern (`/cms/api/media/file/**`) lets it through,
  // and neither is a name that cannot be decoded.
  if (name === '' || name.includes('/')) return true
  let filename
  try {
    filename = decodeURIComponent(name)
  } catch {
    return true
  }
  const key = publicFileKey(
    /** @type {(typeof publicFileCollections)[number]} */ (collection),
    filename,
  )
  return !names.files.has(key)
}
