import type { Payload } from 'payload'

import { clearDeletedTracesOrLog } from '@/database/deletedTraces'
import { settings } from '@/settings.mjs'

import { nightlyTask } from '@/tasks/nightlyTask'
import { DAY_MS, deleteInBatches } from '@/tasks/retention'

/**
 * The apply form promises that applications are kept "for a limited time and then deleted": this
 * is that limit. HR may keep one longer only by exporting it; the site's copy goes.
 */
export const applicationRetentionDays = (): number => settings.jobApplicationRetentionDays

/**
 * Deletes every job application received more than `retentionDays` ago, and its CV file with it
 * (the CV is a separate upload document; deleting it removes the file from disk or storage).
 * Returns how many applications went.
 */
export async function deleteExpiredApplications(
  payload: Payload,
  {
    now = new Date(),
    retentionDays = applicationRetentionDays(),
    batchSize,
  }: { now?: Date; retentionDays?: number; batchSize?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const deleted = await deleteInBatches(
    payload,
    'job-applications',
    { createdAt: { less_than: cutoff } },
    async (docs) => {
      const cvIds = docs.map((application) =>
        typeof application.cv === 'object' ? application.cv.id : application.cv,
      )
      if (cvIds.length > 0)
        await payload.delete({
          collection: 'job-application-cvs',
          where: { id: { in: cvIds } },
          overrideAccess: true,
        })
    },
    batchSize,
  )
  if (deleted > 0) {
    payload.logger.info(`Deleted ${deleted} job applications older than ${retentionDays} days`)
    // The emails about them go with them (their delete hooks).
    await clearDeletedTracesOrLog(payload, ['job-applications', 'job-application-cvs', 'emails'])
  }
  return deleted
}

export const deleteExpiredApplicationsTask = nightlyTask({
  slug: 'deleteExpiredApplications',
  label: 'Delete job applications past their retention period',
  // Once a night, when the site is quiet.
  cron: '0 30 2 * * *',
  counts: ['deleted'],
  run: async (payload) => ({ deleted: await deleteExpiredApplications(payload) }),
})
