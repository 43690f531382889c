import type { Payload, TaskConfig, Where } from 'payload'

import { listStoredFiles, removeStoredFiles, type StoredCollection } from '@/uploads/storage'
import { settings } from '@/settings.mjs'

import { maintenanceQueue } from './deleteExpiredApplications'
import { MINUTE_MS } from './retention'

/**
 * How old an unclaimed upload must be before the sweep takes it. A submission writes its files
 * just before its transaction commits; a file younger than this may belong to one still under
 * way (on this or another instance), so it is left for the next sweep.
 */
export const orphanGraceMinutes = () => settings.orphanFileGraceMinutes

/** Private uploads, each with how to find the ids the submissions that own them refer to. */
const privateUploads: {
  collection: StoredCollection
  claimed: (payload: Payload) => Promise<Set<string>>
}[] = [
  {
    collection: 'request-documents',
    claimed: async (payload) => {
      const { docs } = await payload.find({
        collection: 'service-requests',
        depth: 0,
        pagination: false,
        select: { documents: true },
        overrideAccess: true,
      })
      return new Set(docs.flatMap((request) => (request.documents ?? []).map(idOf)))
    },
  },
  {
    collection: 'job-application-cvs',
    claimed: async (payload) => {
      const { docs } = await payload.find({
        collection: 'job-applications',
        depth: 0,
        pagination: false,
        select: { cv: true },
        overrideAccess: true,
      })
      return new Set(docs.map((application) => idOf(application.cv)))
    },
  },
]

const idOf = (value: number | { id: number }): string =>
  String(typeof value === 'object' ? value.id : value)

export type SweepResult = { rows: number; files: number }

/**
 * Deletes what a submission that never committed (a crash between writing a file and the commit)
 * or a request deleted by staff left behind: upload rows no request or application refers to, and
 * files on disk or in S3 that no upload row names. Only what is older than the grace period goes.
 */
export async function sweepOrphanFiles(
  payload: Payload,
  {
    now = new Date(),
    graceMinutes = orphanGraceMinutes(),
  }: { now?: Date; graceMinutes?: number } = {},
): Promise<SweepResult> {
  const cutoff = now.getTime() - graceMinutes * MINUTE_MS
  const result: SweepResult = { rows: 0, files: 0 }
  for (const { collection, claimed: claimedIn } of privateUploads) {
    const claimed = await claimedIn(payload)
    const old: Where = { createdAt: { less_than: new Date(cutoff).toISOString() } }
    const uploads = await payload.find({
      collection,
      where: old,
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
    const unclaimed = uploads.docs.map((doc) => doc.id).filter((id) => !claimed.has(String(id)))
    if (unclaimed.length > 0) {
      await payload.delete({ collection, where: { id: { in: unclaimed } }, overrideAccess: true })
      result.rows += unclaimed.length
    }
    result.files += await removeUnnamedFiles(payload, collection, cutoff)
  }
  if (result.rows + result.files > 0) {
    payload.logger.info(
      `Swept ${result.rows} unclaimed uploads and ${result.files} files without a row`,
    )
  }
  return result
}

async function removeUnnamedFiles(
  payload: Payload,
  collection: StoredCollection,
  cutoff: number,
): Promise<number> {
  const stored = await listStoredFiles(collection)
  if (stored.length === 0) return 0
  const rows = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    select: { filename: true },
    overrideAccess: true,
  })
  const named = new Set(rows.docs.map((doc) => (doc as { filename?: string | null }).filename))
  const unnamed = stored.filter((file) => !named.has(file.filename) && file.modifiedMs < cutoff)
  await removeStoredFiles(unnamed.map(({ filename }) => ({ collection, filename })))
  return unnamed.length
}

export const sweepOrphanFilesTask: TaskConfig<'sweepOrphanFiles'> = {
  slug: 'sweepOrphanFiles',
  label: 'Delete uploads and files that belong to no submission',
  schedule: [{ cron: '0 50 2 * * *', queue: maintenanceQueue }],
  retries: 2,
  outputSchema: [
    { name: 'rows', type: 'number', required: true },
    { name: 'files', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await sweepOrphanFiles(req.payload) }),
}
