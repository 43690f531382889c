import type { Payload } from 'payload'

import { pagePath } from '@/routes.mjs'
import { knownNames, publishKnownNames } from '@/server/knownAddresses.mjs'
import type { Redirect } from '@/server/redirects.mjs'

import { published } from './sources/published'

/**
 * The names of the published pages, the ids of the published jobs and the redirects, which the
 * server checks every page address against before the app renders it (src/server/knownAddresses.mjs,
 * src/server/redirects.mjs). Read once
 * at start, again shortly after a page or job is saved here, and every few seconds, so that a save
 * on another instance is seen within seconds (the shared caches' five seconds).
 */
const REFRESH_MS = 5_000
/** A save's hook runs before its transaction commits: read again once it has. */
const AFTER_SAVE_MS = 250

async function readNames(payload: Payload) {
  // One column each (a job's id comes with any selection); a decade of pages and jobs is a few
  // thousand short strings, and redirects a few hundred.
  const [pages, jobs, redirects] = await Promise.all([
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
  }
}

let refreshing: Promise<void> | null = null

function refresh(payload: Payload): Promise<void> {
  refreshing ??= readNames(payload)
    .then(publishKnownNames)
    .catch((err: unknown) =>
      payload.logger.error({ err, msg: 'Reading the published page names failed' }),
    )
    .finally(() => (refreshing = null))
  return refreshing
}

/** Publishes the first lists and keeps them current; the server's own start calls it. */
export async function startKnownNames(payload: Payload): Promise<void> {
  await refresh(payload)
  setInterval(() => void refresh(payload), REFRESH_MS).unref()
}

/**
 * After a page or job is saved or deleted: a name just published is known at once (its first
 * visitor must not get a 404), and the lists are read again once the save has committed. Does
 * nothing outside the server (the CLI, tests), where no list was started.
 */
export function noteSaved(
  payload: Payload,
  kind: 'pages' | 'jobs',
  name: string | undefined,
  isPublished: boolean,
): void {
  const names = knownNames()
  if (!names) return
  if (name && isPublished && !names[kind].has(name))
    publishKnownNames({ ...names, [kind]: new Set([...names[kind], name]) })
  setTimeout(() => void refresh(payload), AFTER_SAVE_MS).unref()
}

/** After a redirect is saved or deleted: the lists are read again once the save has committed. */
export function noteRedirectsSaved(payload: Payload): void {
  if (knownNames()) setTimeout(() => void refresh(payload), AFTER_SAVE_MS).unref()
}
