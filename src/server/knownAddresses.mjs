// @ts-check
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { jobPagePrefixes, shareImageSegment } from '../routes.mjs'
import { processWide } from './processWide.mjs'

/**
 * Which page addresses and public files name something, so that the server answers every other one
 * with the not-found document, or a short 404, before the app sees it: a made-up address cost a
 * render, a database read per name and six files under `.next` that nothing removed (scanners ask
 * for thousands); a made-up picture size held the event loop for tens of milliseconds while the
 * image optimizer asked the CMS for a file that is not there.
 *
 * The app (src/content/knownNames.ts) publishes the names of the published pages and jobs and of
 * the uploaded files here, process-wide (server.mjs runs the app in its own process). Until the
 * first list is published every address goes to the app, which then decides as before.
 */
const registry = () =>
  processWide('knownNames', () => ({ names: /** @type {KnownNames | null} */ (null) }))

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
  registry().names = names
}

/** @returns {KnownNames | null} */
export function knownNames() {
  return registry().names
}

/**
 * The app's screens, as the build lists its routes (`.next/app-path-routes-manifest.json`), so
 * that a route folder added under `[locale]` is known here without being named a second time:
 * `segments`, the screens one path segment deep (after `/ar`); `nested`, those two deep by their
 * first segment (`'any'` where the second is a parameter: previews, the not-found screens);
 * `rootFiles`, the files the app serves at the root (robots.txt, sitemap.xml, icon.svg), English
 * addresses only. Content pages and jobs are known by their names (KnownNames).
 *
 * @typedef {{ segments: ReadonlySet<string>,
 *   nested: ReadonlyMap<string, ReadonlySet<string> | 'any'>,
 *   rootFiles: ReadonlySet<string> }} Screens
 */

/**
 * @param {Iterable<string>} routes the app's routes as Next lists them: `/[locale]/search`,
 *   `/[locale]/e-services/claim-tracking`, `/robots.txt`
 * @returns {Screens}
 */
export function screensOf(routes) {
  /** @type {Set<string>} */
  const segments = new Set()
  /** @type {Map<string, Set<string> | 'any'>} */
  const nested = new Map()
  /** @type {Set<string>} */
  const rootFiles = new Set()
  for (const route of routes) {
    const [top = '', first, second, ...deeper] = route.split('/').slice(1)
    if (top !== '[locale]') {
      if (first === undefined && top.includes('.')) rootFiles.add(top)
      continue
    }
    // Content pages (`[name]`) and share images (three segments) are told apart by name.
    if (first === undefined || first.startsWith('[') || deeper.length > 0) continue
    if (second === undefined) segments.add(first)
    else if (jobPagePrefixes.includes(`/${first}/`)) continue
    else if (second.startsWith('[')) nested.set(first, 'any')
    else {
      const known = nested.get(first) ?? new Set()
      if (known !== 'any') nested.set(first, known.add(second))
    }
  }
  return { segments, nested, rootFiles }
}

/** @type {Screens | null | undefined} */
let built

/**
 * The screens of the build this process runs (see Screens), read once; null without a build
 * (`next dev`, tests before one): every address is then left to the app.
 *
 * @returns {Screens | null}
 */
export function builtScreens() {
  if (built !== undefined) return built
  try {
    const manifest = readFileSync(join('.next', 'app-path-routes-manifest.json'), 'utf8')
    built = screensOf(Object.values(JSON.parse(manifest)))
  } catch {
    built = null
  }
  return built
}

/**
 * Whether `/share-image/{kind}/{key}` may name a picture: of a published page or job, or of a
 * screen by its last segment (the app knows which screens have one, src/metadata/screens.ts).
 *
 * @param {string | undefined} kind
 * @param {string | undefined} key
 * @param {KnownNames} names
 * @param {Screens} screens
 */
function namesShareImage(kind, key, names, screens) {
  if (key === undefined) return false
  if (kind === 'page') return names.pages.has(key)
  if (kind === 'job') return names.jobs.has(key)
  if (kind !== 'screen') return false
  if (screens.segments.has(key)) return true
  for (const seconds of screens.nested.values())
    if (seconds !== 'any' && seconds.has(key)) return true
  return false
}

/**
 * Whether a page address certainly names nothing, as the app would answer 404: addresses the app
 * redirects and the admin are left to it.
 *
 * @param {string} target a readable request target of a page (see isPagePath)
 * @param {KnownNames | null} names
 * @param {Screens | null} [screens] the app's screens, the build's by default
 */
export function namesNothing(target, names, screens = builtScreens()) {
  if (!names || !screens) return false
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
    return !namesShareImage(second, third, names, screens)
  if (segments.length === 1) {
    return !(
      screens.segments.has(first) ||
      names.pages.has(first) ||
      (!arabic && screens.rootFiles.has(first))
    )
  }
  if (segments.length > 2 || second === undefined) return true
  if (jobPagePrefixes.includes(`/${first}/`)) return !names.jobs.has(second)
  const seconds = screens.nested.get(first)
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
