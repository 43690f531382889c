import type { Payload } from 'payload'

import { clearDeletedTracesOrLog } from '@/database/deletedTraces'
import { settings } from '@/settings.mjs'

import { nightlyTask } from '@/tasks/nightlyTask'
import { DAY_MS, deleteInBatches } from '@/tasks/retention'

/**
 * Cancellation documents (passports, visas, bank letters) are needed while the request is handled
 * and for a year of follow-up questions and audits; then the copies go. The request itself stays,
 * as the record that it was made and how it ended.
 */
export const requestDocumentRetentionDays = () => settings.requestDocumentRetentionDays

/** Deletes documents older than the retention period, their files with them; returns how many. */
export async function deleteExpiredRequestDocuments(
  payload: Payload,
  {
    now = new Date(),
    retentionDays = requestDocumentRetentionDays(),
  }: { now?: Date; retentionDays?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  // Their links from the requests go with them (the relation rows cascade).
  const deleted = await deleteInBatches(payload, 'request-documents', {
    createdAt: { less_than: cutoff },
  })
  if (deleted > 0) {
    payload.logger.info(`Deleted ${deleted} request documents older than ${retentionDays} days`)
    await clearDeletedTracesOrLog(payload, ['request-documents'])
  }
  return deleted
}

export const deleteExpiredRequestDocumentsTask = nightlyTask({
  slug: 'deleteExpiredRequestDocuments',
  label: 'Delete service request documents past their retention period',
  cron: '0 40 2 * * *',
  counts: ['deleted'],
  run: async (payload) => ({ deleted: await deleteExpiredRequestDocuments(payload) }),
})
