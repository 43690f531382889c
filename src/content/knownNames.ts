import type { Payload } from 'payload'

import { knownNames, publishKnownNames } from '@/server/knownAddresses.mjs'

import { published } from './sources/published'

/**
 * The names of the published pages and the ids of the published jobs, which the server checks
 * every page address against before the app renders it (src/server/knownAddresses.mjs). Read once
 * at start, again shortly after a page or job is saved here, and every few seconds, so that a save
 * on another instance is seen within seconds (the shared caches' five seconds).
 */
const REFRESH_MS = 5_000
/** A save's hook runs before its transaction commits: read again once it has. */
const AFTER_SAVE_MS = 250

async function readNames(payload: Payload) {
  // One column each (a job's id comes with any selection); a decade of pages and jobs is a few
  // thousand short strings.
  const [pages, jobs] = await Promise.all([
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
  ])
  return {
    pages: new Set(pages.docs.map((page) => page.name)),
    jobs: new Set(jobs.docs.map((job) => String(job.id))),
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
