// What erasing a person costs, and what a visitor's write costs beside it (`npm run
// bench:erasure`, on a throwaway database of its own): contact message rows written one after
// another through the database adapter (the row a form writes; its hooks queue emails with
// translated texts, which this script's loader cannot read), then each sender erased through the code
// the admin's Personal data requests screen runs, the erasure's transaction and what follows its
// commit timed apart. Run on two commits and compare the ratios of one session.
import { createLocalReq } from 'payload'

import { inRequestTransaction } from '@/database/inRequestTransaction'
import * as erase from '@/features/data-rights/erase'
import { parsePersonQuery } from '@/features/data-rights/find'

import { median, migratedWithAdmin, writeContactMessage } from './throwawayDatabase'

const WRITES = Number(process.env.BENCH_WRITES ?? 400)
const ERASURES = Number(process.env.BENCH_ERASURES ?? 40)

const { payload, admin } = await migratedWithAdmin()

const started = performance.now()
for (let i = 0; i < WRITES; i += 1) await writeContactMessage(payload, i, 'x'.repeat(i % 700))
const writeMs = (performance.now() - started) / WRITES

// The same script measures a commit before finishErasure, which removed only the files.
type AfterCommit = typeof erase.eraseFiles
const afterCommit =
  (erase as { finishErasure?: AfterCommit }).finishErasure ?? (erase.eraseFiles as AfterCommit)
const transactions: number[] = []
const totals: number[] = []
for (let i = 0; i < ERASURES; i += 1) {
  const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)
  const query = parsePersonQuery({
    email: `person${i * Math.floor(WRITES / ERASURES)}@example.com`,
  })
  const begun = performance.now()
  const data = await inRequestTransaction(req, () => erase.erasePersonData(req, query, undefined))
  const committed = performance.now()
  await afterCommit(payload, data)
  transactions.push(committed - begun)
  totals.push(performance.now() - begun)
}
console.log(
  JSON.stringify({
    writes: WRITES,
    writeMs: +writeMs.toFixed(2),
    erasures: ERASURES,
    erasureTransactionMedianMs: +median(transactions).toFixed(2),
    erasureTotalMedianMs: +median(totals).toFixed(2),
  }),
)
await payload.destroy()
process.exit(0)
