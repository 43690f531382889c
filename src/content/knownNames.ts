import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { pagePath } from '@/routes.mjs'
import { knownNames, publishKnownNames } from '@/server/knownAddresses.mjs'
import { processWide } from '@/server/processWide.mjs'
import type { Redirect } from '@/server/redirects.mjs'
import { redisUrl, sharedRedis } from '@/utilities/redis'

import { published } from './sources/published'
import {
  type FileCollection,
  filesOf,
  noteJustStored,
  type StoredFiles,
  storedFiles,
  withJustStored,
} from './storedFiles'

/**
 * The names of the published pages, the ids of the published jobs, the redirects and the public
 * uploads' file names, which the server checks every page address and public file against before
 * the app sees it (src/server/knownAddresses.mjs, src/server/redirects.mjs). Read once at start,
 * again shortly after a page, job, redirect or file is saved (here, or on another instance that
 * says so through Redis), and every few seconds, in case such a word was lost while Redis was away.
 */
const REFRESH_MS = 5_000
/** A save's hook runs before its transaction commits: read again once it has. */
const AFTER_SAVE_MS = 250
/**
 * Where, with REDIS_URL, an instance tells the others what it saved. Unlike keys, a channel is
 * heard from every numbered database of the Redis server: the database is part of its name, so
 * two sites sharing a server on databases of their own do not hear each other's saves.
 */
export function savesChannel(redisUrl: string): string {
  // node-redis takes the database from the URL's path (`redis://host:6379/2`), 0 without one.
  const database = Number(new URL(redisUrl).pathname.slice(1)) || 0
  return `rafeef:known-names:saved:${database}`
}
/**
 * This process, so that it skips what it said itself. One for the whole process: each bundle that
 * loads this module (the pages, the route handlers) would otherwise name it differently and take
 * its own announcements for another instance's.
 */
const INSTANCE = processWide('knownNamesInstance', () => randomUUID())

type Kind = 'pages' | 'jobs'
/**
 * What a save changed: a page's name or a job's id (published or not), the redirects, or the
 * files of an upload (as publicFileKey lists them).
 */
type Save =
  | { kind: Kind; name?: string; isPublished: boolean }
  | { kind: 'redirects' }
  | { kind: 'files'; files: string[] }

async function readNames(payload: Payload) {
  // One column each (a job's id comes with any selection); a decade of pages and jobs is a few
  // thousand short strings, and redirects a few hundred.
  const [pages, jobs, redirects, files] = await Promise.all([
    payload.find({
      collection: 'pages',
      where: published,
      select: { name: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'jobs',
      where: published,
      select: { _status: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'redirects',
      select: { from: true, toType: true, toPage: true, toAddress: true, permanent: true },
      depth: 0,
      pagination: false,
    }),
    // Without the files (their tables changed shape, say) every file goes to the app, which
    // answers as before; the pages are still known.
    storedFiles(payload).catch((err: unknown) => {
      payload.logger.error({ err, msg: 'Reading the stored files failed' })
      return undefined
    }),
  ])
  const pageNames = new Map(pages.docs.map((page) => [page.id, page.name]))
  const leading = new Map<string, Redirect>()
  for (const redirect of redirects.docs) {
    // A redirect to a page that is not published leads nowhere yet: its address stays a 404.
    const page = typeof redirect.toPage === 'number' ? pageNames.get(redirect.toPage) : undefined
    const to = redirect.toType === 'page' ? page && pagePath(page) : redirect.toAddress
    if (to) leading.set(redirect.from, { to, permanent: redirect.permanent !== false })
  }
  return {
    pages: new Set(pageNames.values()),
    jobs: new Set(jobs.docs.map((job) => String(job.id))),
    redirects: leading,
    files,
  }
}

let refreshing: Promise<void> | null = null
/** Asked for while a read was under way, which may have begun before the save committed. */
let readAgain = false

function refresh(payload: Payload): Promise<void> {
  if (refreshing) {
    readAgain = true
    return refreshing
  }
  refreshing = readNames(payload)
    // The files of a save made while the tables were read, which the reading may not have.
    .then((names) =>
      publishKnownNames({ ...names, files: names.files && withJustStored(names.files) }),
    )
    .catch((err: unknown) =>
      payload.logger.error({ err, msg: 'Reading the published names and stored files failed' }),
    )
    .finally(() => {
      refreshing = null
      if (readAgain) {
        readAgain = false
        void refresh(payload)
      }
    })
  return refreshing
}

/**
 * A save's effect on this instance's lists: a name just published is known at once (its first
 * visitor must not get a 404), and the lists are read again once the save has committed.
 */
function applySave(payload: Payload, save: Save): Promise<void> {
  const names = knownNames()
  if (
    names &&
    save.kind !== 'redirects' &&
    save.kind !== 'files' &&
    save.name &&
    save.isPublished
  ) {
    const { kind, name } = save
    if (!names[kind].has(name))
      publishKnownNames({ ...names, [kind]: new Set([...names[kind], name]) })
  }
  return new Promise((resolve) => {
    setTimeout(() => void refresh(payload).then(resolve), AFTER_SAVE_MS).unref()
  })
}

/** Files just stored, here or on another instance, are known at once and for a while after. */
function knowFiles(files: readonly string[]): void {
  noteJustStored(files)
  const names = knownNames()
  if (names?.files) publishKnownNames({ ...names, files: withJustStored(names.files) })
}

/** What another instance announced it saved; null for this instance's own word or a garbled one. */
function saveFromElsewhere(message: string): Save | null {
  try {
    const { from, save } = JSON.parse(message) as { from?: unknown; save?: Save }
    if (from === INSTANCE || typeof save?.kind !== 'string') return null
    if (
      save.kind === 'files' &&
      !(Array.isArray(save.files) && save.files.every((file) => typeof file === 'string'))
    )
      return null
    return save
  } catch {
    return null
  }
}

/**
 * With REDIS_URL, the saves other instances announce: the lists are read again then (a page, job
 * or redirect is announced once committed), or the stored files named are known at once (a file
 * can be served before its row commits), not at the next refresh. A connection of its own, since
 * a subscribed one can do nothing else. node-redis subscribes again by itself after a
 * reconnection, but only to a subscription it holds: one that failed (Redis went away before it
 * answered) is tried again when it is back.
 */
function listenForSaves(payload: Payload): void {
  const redis = sharedRedis()
  const url = redisUrl()
  if (!redis || !url) return
  const channel = savesChannel(url)
  const subscriber = redis.duplicate()
  // The shared connection already logs that Redis is away; the periodic refresh covers the gap.
  subscriber.on('error', () => {})
  let subscribed = false
  subscriber.on('ready', () => {
    if (subscribed) return
    subscribed = true
    subscriber
      .subscribe(channel, (message) => {
        const save = saveFromElsewhere(message)
        if (save?.kind === 'files') knowFiles(save.files)
        else if (save) void refresh(payload)
      })
      .catch((err: unknown) => {
        subscribed = false
        payload.logger.error({ err, msg: 'Listening for saves on other instances failed' })
      })
  })
  subscriber.connect().catch(() => {})
}

/**
 * Whether this process keeps lists (the server does; the CLI and most tests do not). One for the
 * process: the saves' hooks run in the app's copy of this module, the start in another.
 */
const listing = () => processWide('knownNamesListing', () => ({ started: false }))

/** Publishes the first lists and keeps them current; the server's own start calls it. */
export async function startKnownNames(payload: Payload): Promise<void> {
  listing().started = true
  await refresh(payload)
  setInterval(() => void refresh(payload), REFRESH_MS).unref()
  listenForSaves(payload)
}

/**
 * Applies a save here and tells the other instances. Stored files are told at once: the editor
 * who sent one may show it from another instance the moment the upload is answered. Anything else
 * is told once this instance has read the lists again (250 ms on, by when the save's transaction
 * has committed unless it is unusually slow): told before, they could render the page from a row
 * not yet visible and keep that 404 in the shared cache. Does nothing where no list was started;
 * a save made while the first lists are read counts.
 */
function noteSave(payload: Payload, save: Save): void {
  if (!listing().started) return
  if (save.kind === 'files') {
    knowFiles(save.files)
    announce(save)
  } else {
    void applySave(payload, save).then(() => announce(save))
  }
}

function announce(save: Save): void {
  const redis = sharedRedis()
  const url = redisUrl()
  if (redis?.isReady && url)
    redis.publish(savesChannel(url), JSON.stringify({ from: INSTANCE, save })).catch(() => {})
}

/**
 * After a page or job is saved or deleted, on every instance. Does nothing outside the server (the
 * CLI, tests), where no list was started.
 */
export function noteSaved(
  payload: Payload,
  kind: Kind,
  name: string | undefined,
  isPublished: boolean,
): void {
  noteSave(payload, { kind, name, isPublished })
}

/** After a redirect is saved or deleted, on every instance. */
export function noteRedirectsSaved(payload: Payload): void {
  noteSave(payload, { kind: 'redirects' })
}

/**
 * After a public upload is stored or replaced, on every instance. A deleted one's files are
 * forgotten at the next reading (until then the app answers that they are gone).
 */
export function noteFilesSaved(
  payload: Payload,
  collection: FileCollection,
  upload: StoredFiles,
): void {
  noteSave(payload, { kind: 'files', files: filesOf(collection, upload) })
}
