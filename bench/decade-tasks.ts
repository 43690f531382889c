// The nightly tasks on a decade of data (`npm run bench:decade-tasks`, with the DATA_DIR and
// DATABASE_URL that seed:scale filled): how long each takes, what it did, and this process's peak
// memory. The retention tasks delete what is past its period, which on freshly generated years is
// most applications and request documents: they run only with BENCH_RETENTION=1, on a copy.
import config from '@payload-config'
import { getPayload } from 'payload'

import { deleteExpiredApplications } from '@/features/careers/tasks/deleteExpiredApplications'
import { deleteExpiredAuditEntries } from '@/tasks/deleteExpiredAuditEntries'
import { deleteExpiredRequestDocuments } from '@/features/service-requests/tasks/deleteExpiredRequestDocuments'
import { notifyOverdue } from '@/features/service-requests/tasks/notifyOverdue'
import { backfillTranslationGaps } from '@/features/pages/collections/Pages/backfillTranslationGaps'
import { sweepOrphanFiles } from '@/tasks/sweepOrphanFiles'

const payload = await getPayload({ config })
let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)

const tasks: Record<string, () => Promise<unknown>> = {
  notifyOverdue: () => notifyOverdue(payload),
  sweepOrphanFiles: () => sweepOrphanFiles(payload),
  recordTranslationGaps: () => backfillTranslationGaps(payload),
  ...(process.env.BENCH_RETENTION === '1'
    ? {
        deleteExpiredRequestDocuments: () => deleteExpiredRequestDocuments(payload),
        deleteExpiredApplications: () => deleteExpiredApplications(payload),
        deleteExpiredAuditEntries: () => deleteExpiredAuditEntries(payload),
      }
    : {}),
}
const results: Record<string, { ms: number; result: unknown }> = {}
for (const [name, run] of Object.entries(tasks)) {
  const started = performance.now()
  const result = await run()
  results[name] = { ms: Math.round(performance.now() - started), result }
  console.log(name, JSON.stringify(results[name]))
}
clearInterval(sampler)
console.log(JSON.stringify({ results, peakRssMb: Math.round(peakRss / 2 ** 20) }, null, 2))
await payload.destroy()
process.exit(0)
