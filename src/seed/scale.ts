import config from '@payload-config'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { InValue } from '@libsql/client'
import { getPayload, type Payload } from 'payload'

import type { AuditAction } from '@/audit/actions'
import type { EmailKind, EmailState } from '@/emails/collection/kinds'
import { openStatuses, requestStatuses } from '@/features/service-requests/types/statuses'
import { requestTypes } from '@/features/service-requests/types/requestTypes'
import { postgresOf, sqliteOf } from '@/database/sqlAdapter'
import { settings } from '@/settings.mjs'
import { DAY_MS } from '@/tasks/retention'
import { staticDirOf, storesInS3 } from '@/uploads/storage'

import { seedCareers } from './careers'
import { seed, seedPages } from './index'
import { jobs } from './jobs'
import { seedDocuments, seedImages } from './media'
import { createBilingual } from './write'

/**
 * `npm run seed:scale` fills the database with a decade of an insurer's traffic, to try the site
 * at the size it will reach: at SEED_SCALE=1, 1,000,000 service requests (with statuses, due dates,
 * documents and the emails sent about them), 200,000 job applications with CVs, 300,000 contact
 * messages, 2,000 pages and 500 jobs. A smaller SEED_SCALE (0.05: 50,000 requests) keeps the
 * proportions. Pages and jobs go through Payload (their blocks, locales and versions); the rest is
 * inserted with SQL, in batches, as a decade of submissions would have left it. On disk storage
 * every document and CV is a small file of its own; with S3_BUCKET the files are not written.
 */
const scale = settings.seedScale
if (!(scale > 0)) throw new Error('SEED_SCALE must be a number above 0')
const count = (full: number) => Math.max(1, Math.round(full * scale))

const sizes = {
  requests: count(1_000_000),
  applications: count(200_000),
  messages: count(300_000),
  pages: count(2_000),
  jobs: count(500),
  // A decade of staff work: each request's status changes and opened documents, each CV read,
  // the sign-ins and page edits; what the audit trail's retention task walks.
  auditEntries: count(2_000_000),
}

const YEARS = 10
const now = Date.now()
const BATCH = 1000

/** A deterministic stream of numbers, so two runs at one scale make the same data. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}
const random = randomFrom(20_26_11_26)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const digits = (length: number) => String(Math.floor(random() * 10 ** length)).padStart(length, '0')
/** The n-th of `total` moments spread over the decade, oldest first. */
const momentOf = (n: number, total: number) =>
  now - YEARS * 365 * DAY_MS + Math.floor(((n + random()) / total) * YEARS * 365 * DAY_MS)
const iso = (ms: number) => new Date(ms).toISOString()
/** Eight digits that differ for every id below 10^8, as real references' random digits do. */
const uniqueDigits = (id: number) => String((id * 7919 + 12345) % 100_000_000).padStart(8, '0')

type Row = Record<string, unknown>
type Table = { name: string; columns: string[] }

/** Inserts rows in batches on either database, with the ids given (the sequences follow). */
async function inserter(payload: Payload) {
  const pool = postgresOf(payload)?.pool
  const client = sqliteOf(payload)?.client
  const postgres = Boolean(pool)
  const quote = (name: string) => `"${name}"`
  const run = async (sql: string, args: unknown[] = []) => {
    if (pool) return (await pool.query<Row>(sql, args)).rows
    return (await client!.execute({ sql, args: args as InValue[] })).rows
  }
  return {
    async nextId(table: string): Promise<number> {
      const [row] = await run(`SELECT coalesce(max(id), 0) AS max FROM ${quote(table)}`)
      return Number(row?.max ?? 0) + 1
    },
    async insert({ name, columns }: Table, rows: unknown[][]) {
      for (let start = 0; start < rows.length; start += BATCH) {
        const chunk = rows.slice(start, start + BATCH)
        let n = 0
        const values = chunk
          .map(() => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`)
          .join(', ')
        await run(
          `INSERT INTO ${quote(name)} (${columns.map(quote).join(', ')}) VALUES ${values}`,
          chunk.flat(),
        )
      }
    },
    async followSequence(table: string) {
      if (postgres)
        await run(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${quote(table)}))`,
        )
    },
  }
}

type Inserter = Awaited<ReturnType<typeof inserter>>

const tables = {
  requests: {
    name: 'service_requests',
    columns: [
      'id',
      'reference',
      'type',
      'status',
      'id_number',
      'number',
      'fields',
      'locale',
      'consent',
      'consent_at',
      'status_changed_at',
      'due_at',
      'notify_visitor',
      'updated_at',
      'created_at',
    ],
  },
  documents: {
    name: 'request_documents',
    columns: ['id', 'filename', 'mime_type', 'filesize', 'prefix', 'updated_at', 'created_at'],
  },
  requestRels: {
    name: 'service_requests_rels',
    columns: ['id', 'order', 'parent_id', 'path', 'request_documents_id'],
  },
  cvs: {
    name: 'job_application_cvs',
    columns: ['id', 'filename', 'mime_type', 'filesize', 'prefix', 'updated_at', 'created_at'],
  },
  applications: {
    name: 'job_applications',
    columns: [
      'id',
      'reference',
      'status',
      'job_id',
      'name',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'cv_id',
      'cover_letter_title',
      'cover_letter_description',
      'locale',
      'consent',
      'consent_at',
      'updated_at',
      'created_at',
    ],
  },
  messages: {
    name: 'contact_messages',
    columns: [
      'id',
      'handled',
      'name',
      'email',
      'phone_number',
      'subject',
      'message',
      'locale',
      'consent',
      'consent_at',
      'updated_at',
      'created_at',
    ],
  },
  emails: {
    name: 'emails',
    columns: [
      'id',
      'subject',
      'to',
      'kind',
      'state',
      'locale',
      'attempts',
      'sent_at',
      'text',
      'html',
      'service_request_id',
      'job_application_id',
      'contact_message_id',
      'updated_at',
      'created_at',
    ],
  },
  audit: {
    name: 'audit_log',
    columns: [
      'id',
      'action',
      'user_id',
      'account',
      'collection',
      'document',
      'address',
      'updated_at',
      'created_at',
    ],
  },
} satisfies Record<string, Table>

/** A tiny PDF: what the sweep and a backup must walk is the number of files, not their size. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const writeFiles = !storesInS3() && settings.seedScaleFiles

function writeFile(dir: string, filename: string) {
  if (writeFiles) writeFileSync(path.join(dir, filename), pdf)
}

const firstNames = ['Sara', 'Omar', 'Noura', 'Faisal', 'Huda', 'Khalid', 'Reem', 'Yousef']
const lastNames = ['Alharbi', 'Alqahtani', 'Alotaibi', 'Alghamdi', 'Alzahrani', 'Alshehri']

/** The acknowledgement every visitor got for what they sent. */
function emailRow(
  id: number,
  at: number,
  about: { request?: number; application?: number; message?: number },
): unknown[] {
  const text = `Thank you. We received what you sent on ${iso(at).slice(0, 10)} and will answer soon.`
  return [
    id,
    'We received your message',
    `person${id}@example.com`,
    'acknowledgement' satisfies EmailKind,
    'sent' satisfies EmailState,
    pick(['en', 'ar']),
    1,
    iso(at + 60_000),
    text,
    `<p>${text}</p>`,
    about.request ?? null,
    about.application ?? null,
    about.message ?? null,
    iso(at + 60_000),
    iso(at),
  ]
}

async function seedRequests(db: Inserter, emailIds: { next: number }) {
  const total = sizes.requests
  let requestId = await db.nextId(tables.requests.name)
  let documentId = await db.nextId(tables.documents.name)
  let relId = await db.nextId(tables.requestRels.name)
  const dir = staticDirOf('request-documents')
  mkdirSync(dir, { recursive: true })
  const closed = requestStatuses
    .map((s) => s.value)
    .filter((s) => !openStatuses.includes(s as never))
  for (let start = 0; start < total; start += BATCH * 10) {
    const requests: unknown[][] = []
    const documents: unknown[][] = []
    const rels: unknown[][] = []
    const emails: unknown[][] = []
    for (let n = start; n < Math.min(total, start + BATCH * 10); n++) {
      const at = momentOf(n, total)
      const type = pick(requestTypes)
      const age = (now - at) / DAY_MS
      // The last weeks' requests are still open; a few older ones were forgotten (overdue).
      const status = age < 21 || random() < 0.002 ? pick(openStatuses) : pick(closed)
      const id = requestId++
      requests.push([
        id,
        `${type.prefix}-${new Date(at).getUTCFullYear()}-${uniqueDigits(id)}`,
        type.value,
        status,
        `1${digits(9)}`,
        type.value === 'claim' ? `CLM${digits(7)}` : null,
        JSON.stringify({ email: `person${id}@example.com`, mobile: `05${digits(8)}` }),
        pick(['en', 'ar']),
        true,
        iso(at),
        iso(at + DAY_MS),
        iso(at + 14 * DAY_MS),
        true,
        iso(at + DAY_MS),
        iso(at),
      ])
      const documentCount = random() < 0.3 ? (random() < 0.2 ? 2 : 1) : 0
      for (let d = 0; d < documentCount; d++) {
        const documentRow = documentId++
        const filename = `scale-${documentRow}.pdf`
        documents.push([
          documentRow,
          filename,
          'application/pdf',
          pdf.length,
          'private/request-documents',
          iso(at),
          iso(at),
        ])
        rels.push([relId++, d + 1, id, 'documents', documentRow])
        writeFile(dir, filename)
      }
      emails.push(emailRow(emailIds.next++, at, { request: id }))
    }
    // Parents before children: the rows refer to each other.
    await db.insert(tables.requests, requests)
    await db.insert(tables.documents, documents)
    await db.insert(tables.requestRels, rels)
    await db.insert(tables.emails, emails)
    progress('service requests', Math.min(total, start + BATCH * 10), total)
  }
  for (const table of [tables.requests, tables.documents, tables.requestRels])
    await db.followSequence(table.name)
}

async function seedApplications(payload: Payload, db: Inserter, emailIds: { next: number }) {
  const total = sizes.applications
  const { docs: jobRows } = await payload.find({
    collection: 'jobs',
    limit: 100,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  const jobIds = jobRows.map((job) => job.id as number)
  let applicationId = await db.nextId(tables.applications.name)
  let cvId = await db.nextId(tables.cvs.name)
  const dir = staticDirOf('job-application-cvs')
  mkdirSync(dir, { recursive: true })
  for (let start = 0; start < total; start += BATCH * 10) {
    const cvs: unknown[][] = []
    const applications: unknown[][] = []
    const emails: unknown[][] = []
    for (let n = start; n < Math.min(total, start + BATCH * 10); n++) {
      const at = momentOf(n, total)
      const id = applicationId++
      const cv = cvId++
      const filename = `scale-cv-${cv}.pdf`
      cvs.push([
        cv,
        filename,
        'application/pdf',
        pdf.length,
        'job-application-cvs',
        iso(at),
        iso(at),
      ])
      writeFile(dir, filename)
      const first = pick(firstNames)
      const last = pick(lastNames)
      applications.push([
        id,
        `APP-${new Date(at).getUTCFullYear()}-${uniqueDigits(id)}`,
        now - at < 30 * DAY_MS ? 'new' : pick(['new', 'reviewed', 'rejected']),
        jobIds.length ? pick(jobIds) : null,
        `${first} ${last}`,
        first,
        last,
        `applicant${id}@example.com`,
        `05${digits(8)}`,
        cv,
        'Application',
        'I would like to apply for this position.',
        pick(['en', 'ar']),
        true,
        iso(at),
        iso(at),
        iso(at),
      ])
      emails.push(emailRow(emailIds.next++, at, { application: id }))
    }
    await db.insert(tables.cvs, cvs)
    await db.insert(tables.applications, applications)
    await db.insert(tables.emails, emails)
    progress('job applications', Math.min(total, start + BATCH * 10), total)
  }
  for (const table of [tables.cvs, tables.applications]) await db.followSequence(table.name)
}

async function seedMessages(db: Inserter, emailIds: { next: number }) {
  const total = sizes.messages
  let messageId = await db.nextId(tables.messages.name)
  for (let start = 0; start < total; start += BATCH * 10) {
    const messages: unknown[][] = []
    const emails: unknown[][] = []
    for (let n = start; n < Math.min(total, start + BATCH * 10); n++) {
      const at = momentOf(n, total)
      const id = messageId++
      messages.push([
        id,
        now - at > 7 * DAY_MS,
        `${pick(firstNames)} ${pick(lastNames)}`,
        `visitor${id}@example.com`,
        `05${digits(8)}`,
        'Policy question',
        'A question about my policy.',
        pick(['en', 'ar']),
        true,
        iso(at),
        iso(at),
        iso(at),
      ])
      emails.push(emailRow(emailIds.next++, at, { message: id }))
    }
    await db.insert(tables.messages, messages)
    await db.insert(tables.emails, emails)
    progress('contact messages', Math.min(total, start + BATCH * 10), total)
  }
  await db.followSequence(tables.messages.name)
}

/**
 * What staff did, in the proportions a year of work leaves: the action, the collection it acts on
 * and how many records that collection has.
 */
const staffActions: readonly (readonly [AuditAction, string | null, number])[] = [
  ['status-change', 'service-requests', sizes.requests],
  ['status-change', 'service-requests', sizes.requests],
  ['file-open', 'request-documents', sizes.requests / 3],
  ['file-open', 'job-application-cvs', sizes.applications],
  ['update', 'job-applications', sizes.applications],
  ['update', 'pages', sizes.pages],
  ['sign-in', null, 0],
]

async function seedAuditEntries(payload: Payload, db: Inserter, already: number) {
  const total = sizes.auditEntries
  const { docs } = await payload.find({
    collection: 'users',
    limit: 1,
    sort: 'id',
    overrideAccess: true,
  })
  const staff = docs[0]
  let entryId = await db.nextId(tables.audit.name)
  for (let start = already; start < total; start += BATCH * 10) {
    const entries: unknown[][] = []
    for (let n = start; n < Math.min(total, start + BATCH * 10); n++) {
      const at = iso(momentOf(n, total))
      const [action, collection, records] = pick(staffActions)
      entries.push([
        entryId++,
        action,
        staff?.id ?? null,
        staff?.email ?? null,
        collection,
        collection ? String(1 + Math.floor(random() * records)) : null,
        `10.0.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`,
        at,
        at,
      ])
    }
    await db.insert(tables.audit, entries)
    progress('audit entries', Math.min(total, start + BATCH * 10), total)
  }
  await db.followSequence(tables.audit.name)
}

async function seedPagesAndJobs(payload: Payload) {
  const refs = { media: await seedImages(payload), docs: await seedDocuments(payload) }
  const { totalDocs: pagesNow } = await payload.count({ collection: 'pages', overrideAccess: true })
  const pages = seedPages(refs)
  for (let n = pagesNow; n < sizes.pages; n++) {
    const page = pages[n % pages.length]!
    await createBilingual(
      payload,
      'pages',
      { ...page, name: `${String(page.name)}-${n}` },
      {
        publish: true,
      },
    )
    if (n % 50 === 0) progress('pages', n, sizes.pages)
  }
  const { totalDocs: jobsNow } = await payload.count({ collection: 'jobs', overrideAccess: true })
  for (let n = jobsNow; n < sizes.jobs; n++) {
    const job = jobs[n % jobs.length]!
    await seedCareers(payload, refs, [
      { ...job, title: { en: `${job.title.en} (${n})`, ar: `${job.title.ar} (${n})` } },
    ])
  }
}

function progress(what: string, done: number, total: number) {
  payload.logger.info(
    `seed:scale ${what}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
  )
}

const payload = await getPayload({ config })
const started = Date.now()
if ((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs === 0)
  await seed(payload)
const { totalDocs: requestsNow } = await payload.count({
  collection: 'service-requests',
  overrideAccess: true,
})
const db = await inserter(payload)
if (requestsNow >= sizes.requests) {
  payload.logger.info(`seed:scale: already ${requestsNow} service requests; none added.`)
} else {
  await seedPagesAndJobs(payload)
  const emailIds = { next: await db.nextId(tables.emails.name) }
  await seedRequests(db, emailIds)
  await seedApplications(payload, db, emailIds)
  await seedMessages(db, emailIds)
  await db.followSequence(tables.emails.name)
}
// Apart, so that a database filled before the audit trail existed gets its decade of entries.
const { totalDocs: auditNow } = await payload.count({
  collection: 'audit-log',
  overrideAccess: true,
})
if (auditNow < sizes.auditEntries) await seedAuditEntries(payload, db, auditNow)
payload.logger.info(
  `seed:scale: done in ${Math.round((Date.now() - started) / 1000)} s (${JSON.stringify(sizes)}, files ${writeFiles ? 'written' : 'not written'}, data in ${settings.dataDir})`,
)
await payload.destroy()
process.exit(0)
