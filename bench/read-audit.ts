// What recording a read of personal data costs a staff member's list of 100 (`npm run
// bench:read-audit`, on a throwaway database of its own): 100 contact messages, then the list an
// admin's screen asks for (100 per page, access applied), timed in alternating rounds with the
// collection's read-recording hook in place and taken out, so both are measured in the same
// process under the same load. The difference of the medians is the hook's cost.
import { createLocalReq } from 'payload'

import { recordReads } from '@/audit/recordReads'

import { median, migratedWithAdmin, writeContactMessage } from './throwawayDatabase'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const LIST = 100

const { payload, admin } = await migratedWithAdmin()
for (let i = 0; i < LIST; i += 1) await writeContactMessage(payload, i)

const hooks = payload.collections['contact-messages'].config.hooks
const withHook = hooks.afterOperation
if (!withHook.includes(recordReads)) throw new Error('contact-messages does not record reads')
const withoutHook = withHook.filter((hook) => hook !== recordReads)

async function list(): Promise<number> {
  const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)
  // As the REST API's GET: the hook records only reads.
  Object.assign(req, { method: 'GET' })
  const begun = performance.now()
  const found = await payload.find({
    collection: 'contact-messages',
    limit: LIST,
    depth: 1,
    overrideAccess: false,
    req,
  })
  const took = performance.now() - begun
  if (found.docs.length !== LIST) throw new Error(`listed ${found.docs.length}, not ${LIST}`)
  return took
}

const recorded: number[] = []
const unrecorded: number[] = []
for (let i = 0; i < 10; i += 1) await list()
for (let i = 0; i < ROUNDS; i += 1) {
  hooks.afterOperation = withHook
  recorded.push(await list())
  hooks.afterOperation = withoutHook
  unrecorded.push(await list())
}
hooks.afterOperation = withHook

const entries = await payload.count({
  collection: 'audit-log',
  where: { action: { equals: 'records-listed' } },
})
if (entries.totalDocs < ROUNDS) throw new Error(`${entries.totalDocs} entries for ${ROUNDS} lists`)
console.log(
  JSON.stringify({
    list: LIST,
    rounds: ROUNDS,
    recordedMedianMs: +median(recorded).toFixed(2),
    unrecordedMedianMs: +median(unrecorded).toFixed(2),
    costMs: +(median(recorded) - median(unrecorded)).toFixed(2),
    ratio: +(median(recorded) / median(unrecorded)).toFixed(2),
  }),
)
await payload.destroy()
process.exit(0)
