import type { Payload } from 'payload'

import { settings } from '@/settings.mjs'

import { nightlyTask } from './nightlyTask'
import { DAY_MS, deleteRowsInBatches } from './retention'

/**
 * Deletes the audit entries older than AUDIT_RETENTION_DAYS. Nobody else can delete an entry:
 * this runs with the server's own rights, and its deletions are not themselves audited. An entry
 * owns nothing and has no hooks, so its rows go straight through the adapter: a decade of entries
 * (2,000,000) past a lowered period is minutes, not hours.
 */
export async function deleteExpiredAuditEntries(
  payload: Payload,
  { now = new Date(), retentionDays = settings.auditRetentionDays } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const deleted = await deleteRowsInBatches(payload, 'audit-log', {
    createdAt: { less_than: cutoff },
  })
  if (deleted > 0)
    payload.logger.info(`Deleted ${deleted} audit entries older than ${retentionDays} days`)
  return deleted
}

export const deleteExpiredAuditEntriesTask = nightlyTask({
  slug: 'deleteExpiredAuditEntries',
  label: 'Delete audit entries past their retention period',
  cron: '0 45 2 * * *',
  counts: ['deleted'],
  run: async (payload) => ({ deleted: await deleteExpiredAuditEntries(payload) }),
})
