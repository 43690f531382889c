import type { Payload } from 'payload'

import { clearDeletedTracesOrLog } from '@/database/deletedTraces'
import type { JobApplication, ServiceRequest } from '@/payload-types'
import {
  fileModifiedMs,
  removeStoredFiles,
  type StoredCollection,
  type StoredFile,
  storedFilePages,
} from '@/uploads/storage'
import { settings } from '@/settings.mjs'

import { nightlyTask } from './nightlyTask'
import { MINUTE_MS } from './retention'

/**
 * How old an unclaimed upload must be before the sweep takes it. A submission writes its files
 * just before its transaction commits; a file younger than this may belong to one still under
 * way (on this or another instance), so it is left for the next sweep.
 */
export const orphanGraceMinutes = () => settings.orphanFileGraceMinutes

/**
 * Rows and file names are read this many at a time, so a decade of uploads never sits in memory
 * and no single read holds the event loop for long. The reads go to the database adapter: the
 * sweep needs ids and names, not documents after their read hooks (most of the time otherwise).
 */
const PAGE_SIZE = 250

/** Private uploads, each with which of some of its ids the submissions that own them refer to. */
const privateUploads: {
  collection: StoredCollection
  claimedOf: (payload: Payload, ids: number[]) => Promise<Set<number>>
}[] = [
  {
    collection: 'request-documents',
    claimedOf: async (payload, ids) => {
      const { docs } = await payload.db.find<Pick<ServiceRequest, 'documents'>>({
        collection: 'service-requests',
        where: { documents: { in: ids } },
        pagination: false,
        select: { documents: true },
      })
      return new Set(docs.flatMap((request) => (request.documents ?? []).map(idOf)))
    },
  },
  {
    collection: 'job-application-cvs',
    claimedOf: async (payload, ids) => {
      const { docs } = await payload.db.find<Pick<JobApplication, 'cv'>>({
        collection: 'job-applications',
        where: { cv: { in: ids } },
        pagination: false,
        select: { cv: true },
      })
      return new Set(docs.map((application) => idOf(application.cv)))
    },
  },
]

const idOf = (value: number | { id: number }): number =>
  typeof value === 'object' ? value.id : value

export type SweepResult = { rows: number; files: number }

/**
 * Deletes what a submission that never committed (a crash between writing a file and the commit)
 * or a request deleted by staff left behind: upload rows no request or application refers to, and
 * files on disk or in S3 that no upload row names. Only what is older than the grace period goes.
 * Everything is walked a page at a time (rows in id order, files as storage lists them) and each
 * page asks the database only about its own ids and names: memory stays the same at any size.
 */
export async function sweepOrphanFiles(
  payload: Payload,
  {
    now = new Date(),
    graceMinutes = orphanGraceMinutes(),
    pageSize = PAGE_SIZE,
  }: { now?: Date; graceMinutes?: number; pageSize?: number } = {},
): Promise<SweepResult> {
  const cutoff = now.getTime() - graceMinutes * MINUTE_MS
  const result: SweepResult = { rows: 0, files: 0 }
  for (const { collection, claimedOf } of privateUploads) {
    result.rows += await removeUnclaimedRows(payload, collection, claimedOf, cutoff, pageSize)
    result.files += await removeUnnamedFiles(payload, collection, cutoff, pageSize)
  }
  if (result.rows + result.files > 0) {
    payload.logger.info(
      `Swept ${result.rows} unclaimed uploads and ${result.files} files without a row`,
    )
  }
  if (result.rows > 0)
    await clearDeletedTracesOrLog(
      payload,
      privateUploads.map((upload) => upload.collection),
    )
  return result
}

async function removeUnclaimedRows(
  payload: Payload,
  collection: StoredCollection,
  claimedOf: (payload: Payload, ids: number[]) => Promise<Set<number>>,
  cutoff: number,
  pageSize: number,
): Promise<number> {
  let removed = 0
  let after = 0
  for (;;) {
    const { docs } = await payload.db.find({
      collection,
      where: {
        and: [
          { id: { greater_than: after } },
          { createdAt: { less_than: new Date(cutoff).toISOString() } },
        ],
      },
      sort: 'id',
      limit: pageSize,
      pagination: false,
      select: { id: true },
    })
    if (docs.length === 0) return removed
    const ids = docs.map((doc) => doc.id as number)
    after = ids[ids.length - 1]!
    const claimed = await claimedOf(payload, ids)
    const unclaimed = ids.filter((id) => !claimed.has(id))
    if (unclaimed.length > 0) {
      await payload.delete({ collection, where: { id: { in: unclaimed } }, overrideAccess: true })
      removed += unclaimed.length
    }
  }
}

async function removeUnnamedFiles(
  payload: Payload,
  collection: StoredCollection,
  cutoff: number,
  pageSize: number,
): Promise<number> {
  let removed = 0
  for await (const page of storedFilePages(collection, pageSize)) {
    const { docs } = await payload.db.find<{ filename?: string | null }>({
      collection,
      where: { filename: { in: page.map((file) => file.filename) } },
      limit: page.length,
      pagination: false,
      select: { filename: true },
    })
    const named = new Set(docs.map((doc) => doc.filename))
    const unnamed: StoredFile[] = []
    for (const { filename, modifiedMs } of page) {
      if (named.has(filename)) continue
      const modified = modifiedMs ?? (await fileModifiedMs(collection, filename))
      if (modified !== null && modified < cutoff) unnamed.push({ collection, filename })
    }
    await removeStoredFiles(unnamed)
    removed += unnamed.length
  }
  return removed
}

export const sweepOrphanFilesTask = nightlyTask({
  slug: 'sweepOrphanFiles',
  label: 'Delete uploads and files that belong to no submission',
  cron: '0 50 2 * * *',
  counts: ['rows', 'files'],
  run: sweepOrphanFiles,
})
