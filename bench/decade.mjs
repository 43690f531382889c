#!/usr/bin/env node
// Ten years of data: the production server on a database `npm run seed:scale` filled.
//
//   export DATA_DIR=/big/decade DATABASE_URL=file:/big/decade/site.db PAYLOAD_SECRET=… ADMIN_PASSWORD=…
//   (and ADMIN_TOTP_SECRET=…, the seeded admin's authenticator secret, as the seed was given it)
//   npm run migrate && npm run seed:scale     # once: about ten minutes on SQLite at SEED_SCALE=1
//   node bench/decade.mjs                     # (DATABASE_URL=postgres://… for PostgreSQL)
//
// Starts server.mjs on that data and reports: the time to the first /api/health and to the first
// page, the time until the start-up sweep has walked every upload, the server's peak RSS meanwhile,
// a visitor's rate on a cached page during the sweep and after it;
// then, as the admin, the staff dashboard and the request list filtered as the dashboard links it
// (overdue, due this week, one type), each the median of five; and 200 tracking lookups (p50,
// p99). Last, `npm run backup` while the server runs (its time and size, and a visitor's rate
// meanwhile) and `npm run restore` of it into an empty deployment: a folder beside DATA_DIR on
// SQLite, or the empty database BENCH_RESTORE_DATABASE_URL names on PostgreSQL (without it the
// restore is skipped). The folders are removed afterwards; a PostgreSQL restore database is left
// filled (empty it before the next run). Then the nightly tasks as the server runs
// them (notifyOverdue, sweepOrphanFiles, recordTranslationGaps; with BENCH_RETENTION=1 also the
// retention tasks, which delete most of a generated decade: run that on a copy), each task's
// time and output (the rows deleted and their rate, if BENCH_NIGHTLY_LIMIT_S, default 3600, ran
// out first), and a visitor at a steady rate and tracking lookups meanwhile. BENCH_BACKUP=0 skips
// the backup and the restore. Writes bench/decade.json.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import autocannon from 'autocannon'
import { Secret, TOTP } from 'otpauth'

import { provenance, treeRss } from './lib.mjs'
import { liftedLoadBounds } from '../scripts/liftedLoadBounds.mjs'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl || !process.env.DATA_DIR || !process.env.PAYLOAD_SECRET)
  throw new Error('Set DATA_DIR, DATABASE_URL and PAYLOAD_SECRET to the data seed:scale filled')
const port = process.env.BENCH_PORT ?? '3350'
const base = `http://127.0.0.1:${port}`
/** The admin's current authenticator code (its secret in ADMIN_TOTP_SECRET), if it has one. */
function adminCode() {
  const secret = process.env.ADMIN_TOTP_SECRET
  return secret ? new TOTP({ secret: Secret.fromBase32(secret) }).generate() : undefined
}

const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? '',
}

/** Runs SQL on the bench's database beside the server (statements whose values are inline). */
async function sql(statement) {
  if (/^postgres/.test(databaseUrl)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(statement)).rows
    } finally {
      await client.end()
    }
  }
  const Database = createRequire(import.meta.url)('libsql')
  const db = new Database(databaseUrl.replace(/^file:/, ''))
  try {
    db.exec('PRAGMA busy_timeout = 10000')
    const prepared = db.prepare(statement)
    return prepared.reader ? prepared.all() : (prepared.run(), [])
  } finally {
    db.close()
  }
}

/** Some requests that can be tracked, as a visitor would look them up. */
const trackable = (count) =>
  sql(`SELECT type, id_number, reference FROM service_requests
    WHERE type IN ('claim', 'complaint') ORDER BY random() LIMIT ${count}`)

/** A visitor on a cached page for five seconds: its rate and p99. */
async function visit() {
  const result = await autocannon({ url: `${base}/motor-insurance`, connections: 10, duration: 5 })
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 }
}

async function timed(url, init) {
  const started = performance.now()
  const response = await fetch(url, init)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

/** `npm run <script>` on the bench's data (or `env`'s), resolving with what it printed. */
function runNpm(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let printed = ''
    child.stdout.on('data', (chunk) => (printed += chunk))
    child.on('exit', (code) =>
      code === 0
        ? resolve(printed)
        : reject(new Error(`npm run ${script}: exit ${code}\n${printed}`)),
    )
  })
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values, p) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

/** The admin list's address for a filter, as the dashboard's links write it. */
function listAddress(conditions) {
  const params = new URLSearchParams()
  conditions.forEach(([field, operator, value], i) => {
    const key = `where[and][${i}][${field}][${operator}]`
    if (Array.isArray(value)) value.forEach((v, j) => params.append(`${key}[${j}]`, v))
    else params.append(key, value)
  })
  return `${base}/admin/collections/service-requests?${params}`
}

/** The nightly jobs this run made due. */
const nightlyJobs = []

/** The maintenance queue's tasks; the retention ones delete most of a freshly generated decade. */
const nightlyTasks = [
  'notifyOverdue',
  'sweepOrphanFiles',
  'recordTranslationGaps',
  ...(process.env.BENCH_RETENTION === '1'
    ? ['deleteExpiredRequestDocuments', 'deleteExpiredApplications', 'deleteExpiredAuditEntries']
    : []),
]

/**
 * The nightly tasks as the server runs them: once its ticks have queued them, they are made due
 * (as the night comes) and the server's runner takes them, several at once, while a visitor
 * asks for a cached page and tracks requests. Each task's time and output from the jobs' log.
 */
async function runNightlyTasks() {
  const pending = () =>
    sql(`SELECT id, task_slug FROM payload_jobs
      WHERE queue = 'maintenance' AND completed_at IS NULL ORDER BY id`)
  const deadline = Date.now() + 60_000
  let queued = await pending()
  while (!nightlyTasks.every((task) => queued.some((job) => job.task_slug === task))) {
    if (Date.now() > deadline)
      throw new Error(`the nightly tasks were not queued: ${JSON.stringify(queued)}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
    queued = await pending()
  }
  const ids = queued.filter((job) => nightlyTasks.includes(job.task_slug)).map((job) => job.id)
  nightlyJobs.push(...ids)
  const rowsBefore = await rowCounts()
  const due = /^postgres/.test(databaseUrl)
    ? "now() - interval '1 minute'"
    : "'2000-01-01T00:00:00.000Z'"
  await sql(`UPDATE payload_jobs SET wait_until = ${due} WHERE id IN (${ids.join(', ')})`)
  const runStarted = performance.now()
  const limitMs = Number(process.env.BENCH_NIGHTLY_LIMIT_S ?? '3600') * 1000
  const visitors = []
  const lookups = []
  const tracked = await trackable(20)
  const finished = async () =>
    Number(
      (
        await sql(`SELECT count(*) AS n FROM payload_jobs
          WHERE id IN (${ids.join(', ')}) AND (completed_at IS NOT NULL OR has_error)`)
      )[0].n,
    ) === ids.length
  let done = false
  while (!(done = await finished()) && performance.now() - runStarted < limitMs) {
    visitors.push(await pacedVisit())
    for (const row of tracked) {
      const params = new URLSearchParams({
        type: row.type,
        id: row.id_number,
        number: row.reference,
      })
      lookups.push(await timed(`${base}/api/service-requests/status?${params}`))
    }
  }
  const seconds = (performance.now() - runStarted) / 1000
  const rowsAfter = await rowCounts()
  const runs = await sql(`SELECT task_slug, executed_at, completed_at, state, output
    FROM payload_jobs_log WHERE _parent_id IN (${ids.join(', ')}) ORDER BY executed_at`)
  return {
    seconds: Math.round(seconds),
    allFinished: done,
    tasks: runs.map((run) => ({
      task: run.task_slug,
      state: run.state,
      ms: new Date(run.completed_at).getTime() - new Date(run.executed_at).getTime(),
      output: typeof run.output === 'string' ? JSON.parse(run.output) : run.output,
    })),
    // Rows the retention tasks deleted in the time, finished or not, and their rate over the whole
    // time (the tasks run at once, each for part of it).
    deleted: Object.fromEntries(
      Object.keys(rowsBefore).map((table) => {
        const gone = rowsBefore[table] - rowsAfter[table]
        return [table, { rows: gone, perSecond: Math.round(gone / seconds) }]
      }),
    ),
    visitor: visitors.length
      ? {
          windows: visitors.length,
          rate: PACED_RATE,
          highestP99: Math.max(...visitors.map((v) => v.p99)),
          slowest: Math.max(...visitors.map((v) => v.max)),
          errors: visitors.reduce((sum, v) => sum + v.errors, 0),
        }
      : null,
    lookupMs: lookups.length
      ? {
          p50: Number(percentile(lookups, 0.5).toFixed(1)),
          p99: Number(percentile(lookups, 0.99).toFixed(1)),
          count: lookups.length,
        }
      : null,
  }
}

/** The tables the retention tasks delete from, with their rows now. */
async function rowCounts() {
  const tables = ['request_documents', 'job_applications', 'audit_log']
  const counts = {}
  for (const table of tables)
    counts[table] = Number((await sql(`SELECT count(*) AS n FROM ${table}`))[0].n)
  return counts
}

/** Requests a second of the paced visitor: a visitor's experience, not the server's capacity. */
const PACED_RATE = 50

/** A visitor at a steady PACED_RATE on a cached page for five seconds: its p99, slowest, errors. */
async function pacedVisit() {
  const result = await autocannon({
    url: `${base}/motor-insurance`,
    connections: 5,
    overallRate: PACED_RATE,
    duration: 5,
  })
  return {
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/**
 * `npm run backup` while the server runs, a visitor meanwhile, and `npm run restore` of it into an
 * empty deployment (skipped on PostgreSQL without BENCH_RESTORE_DATABASE_URL).
 */
async function backUpAndRestore() {
  const backups = mkdtempSync(`${path.resolve(process.env.DATA_DIR)}-backups-`)
  const backupStarted = performance.now()
  const backupRun = runNpm('backup', ['--to', backups], {})
  // Awaited below; a failure meanwhile must not crash the bench before the server is stopped.
  backupRun.catch(() => undefined)
  const visitorDuringBackup = await visit()
  const backup = await backupRun
  const backupSeconds = Math.round((performance.now() - backupStarted) / 1000)
  const backupFolder = /Backup written: (\S+)/.exec(backup)?.[1]
  if (!backupFolder) throw new Error(`the backup did not say where it wrote:\n${backup}`)
  const backupMb = Math.round(
    Number(spawnSync('du', ['-sk', backupFolder], { encoding: 'utf8' }).stdout.split('\t')[0]) /
      1024,
  )
  const restoreDir = mkdtempSync(`${path.resolve(process.env.DATA_DIR)}-restore-`)
  const restoreUrl = /^postgres/.test(databaseUrl)
    ? process.env.BENCH_RESTORE_DATABASE_URL
    : `file:${path.join(restoreDir, 'site.db')}`
  let restoreSeconds = null
  if (restoreUrl) {
    const restoreStarted = performance.now()
    await runNpm('restore', [backupFolder], { DATA_DIR: restoreDir, DATABASE_URL: restoreUrl })
    restoreSeconds = Math.round((performance.now() - restoreStarted) / 1000)
  }
  rmSync(backups, { recursive: true, force: true })
  rmSync(restoreDir, { recursive: true, force: true })
  return {
    backup: { seconds: backupSeconds, mb: backupMb, visitorDuringBackup },
    restoreSeconds,
  }
}

const started = performance.now()
let output = ''
const server = spawn(process.execPath, ['server.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOSTNAME: '127.0.0.1',
    SITE_URL: base,
    RATE_LIMIT_LOOKUPS: '1000000',
    RATE_LIMIT_LOGINS: '1000000',
    // The bench measures how slow the server gets; refusing work when it lags would hide it.
    ...liftedLoadBounds,
    // The nightly tasks queue themselves at a tick; the bench makes them due (below).
    JOBS_AUTORUN_CRON: '*/2 * * * * *',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
server.stdout.on('data', (chunk) => (output += chunk))
server.stderr.on('data', (chunk) => (output += chunk))
let peakRssMb = 0
const sampler = setInterval(
  () => (peakRssMb = Math.max(peakRssMb, treeRss(server.pid) / 2 ** 20)),
  100,
)

try {
  const waitFor = async (check, what, limitMs = 900_000) => {
    const deadline = Date.now() + limitMs
    while (Date.now() < deadline) {
      if (await check().catch(() => false)) return Math.round(performance.now() - started)
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`${what} did not happen within ${limitMs / 1000} s:\n${output.slice(-3000)}`)
  }
  const healthyMs = await waitFor(async () => (await fetch(`${base}/api/health`)).ok, '/api/health')
  const firstPageMs = await waitFor(
    async () => (await fetch(`${base}/motor-insurance`)).ok,
    'the first page',
  )
  // A visitor while the sweep walks the uploads (if it is still going), and once it is done.
  const visitorDuringSweep = /Orphan sweep at start finished/.test(output) ? null : await visit()
  const sweptMs = await waitFor(
    async () => /Orphan sweep at start finished/.test(output),
    'the start-up sweep',
  )
  const sweep = /Orphan sweep at start finished: ([^"\u001b\n]*)/.exec(output)?.[1]
  const startPeakRssMb = Math.round(peakRssMb)
  const visitorAfterSweep = await visit()

  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, code: adminCode() }),
  })
  if (!login.ok) throw new Error(`admin sign-in: ${login.status}`)
  const { token } = await login.json()
  const asAdmin = { headers: { cookie: `payload-token=${token}` } }
  const now = new Date()
  const weekAhead = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000)
  const open = ['received', 'in_review']
  const screens = {
    dashboard: `${base}/admin`,
    overdue: listAddress([
      ['status', 'in', open],
      ['dueAt', 'less_than', now.toISOString()],
    ]),
    dueThisWeek: listAddress([
      ['status', 'in', open],
      ['dueAt', 'greater_than_equal', now.toISOString()],
      ['dueAt', 'less_than_equal', weekAhead.toISOString()],
    ]),
    claims: listAddress([['type', 'equals', 'claim']]),
  }
  const screenMs = {}
  for (const [name, url] of Object.entries(screens)) {
    await timed(url, asAdmin)
    const runs = []
    for (let i = 0; i < 5; i++) runs.push(await timed(url, asAdmin))
    screenMs[name] = Math.round(median(runs))
  }

  const lookups = []
  for (const row of await trackable(200)) {
    const params = new URLSearchParams({ type: row.type, id: row.id_number, number: row.reference })
    lookups.push(await timed(`${base}/api/service-requests/status?${params}`))
  }
  const backedUp = process.env.BENCH_BACKUP === '0' ? null : await backUpAndRestore()
  const nightly = await runNightlyTasks()

  const result = {
    ...(await provenance()),
    database: /^postgres/.test(databaseUrl) ? 'postgres' : 'sqlite',
    healthyMs,
    firstPageMs,
    sweptMs,
    sweep,
    startPeakRssMb,
    visitorDuringSweep,
    visitorAfterSweep,
    screenMs,
    lookupMs: {
      p50: Number(percentile(lookups, 0.5).toFixed(1)),
      p99: Number(percentile(lookups, 0.99).toFixed(1)),
      count: lookups.length,
    },
    backup: backedUp?.backup ?? null,
    restoreSeconds: backedUp?.restoreSeconds ?? null,
    nightly,
    peakRssMb: Math.round(peakRssMb),
  }
  console.log(JSON.stringify(result, null, 2))
  writeFileSync('bench/decade.json', `${JSON.stringify(result, null, 2)}\n`)
} finally {
  clearInterval(sampler)
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // It had already exited (the error above says why).
  }
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(),
  )
  // Jobs the limit cut short would resume at the next start (after four minutes), under the next
  // run's measurements: put them off a day, runnable, as a stop between two nights would.
  if (nightlyJobs.length) {
    const tomorrow = /^postgres/.test(databaseUrl)
      ? "now() + interval '1 day'"
      : `'${new Date(Date.now() + 86_400_000).toISOString()}'`
    await sql(`UPDATE payload_jobs SET processing = false, wait_until = ${tomorrow}
      WHERE id IN (${nightlyJobs.join(', ')}) AND completed_at IS NULL`)
  }
}
