import { type ChildProcess, spawn } from 'node:child_process'
import { Agent, createServer, request as forward } from 'node:http'
import type { AddressInfo } from 'node:net'
import { appendFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { createClient } from 'redis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { savesChannel } from '@/content/knownNames'

import { validContact } from '../helpers/contact'
import { runNpmScript } from '../helpers/npmScript'
import { cancellationForm } from '@/features/service-requests/samples'
import { signInAt } from '../helpers/staffSignIn'
import { validPdf } from '../helpers/uploadFixtures'
import { liftedLoadBounds } from '../../scripts/liftedLoadBounds.mjs'

/**
 * Two instances of one build on one PostgreSQL, one Redis and one S3 bucket, as a load balancer
 * would spread visitors and editors over them. `npm run test:cluster` starts the services, migrates
 * and seeds once, and passes them in the environment.
 */
const admin = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }
const LOOKUP_LIMIT = 3
const TICK_SECONDS = 2
const SCHEDULED_PUBLISH_TICK_MS = 1000

type Instance = {
  name: string
  url: string
  dataDir: string
  output: () => string
  stop: () => Promise<void>
}

/** The innermost cause of a failed request, as its code or message. */
function causeOf(err: Error): string {
  const cause = (err as Error & { cause?: Error }).cause
  if (cause) return causeOf(cause)
  const code = (err as NodeJS.ErrnoException).code
  // A system error has a code (ECONNREFUSED); an abort names itself (TimeoutError).
  return typeof code === 'string' ? code : err.name
}

function figure(line: string) {
  console.log(`  ${line}`)
  appendFileSync('test-results/cluster.txt', `${line}\n`)
}

async function startInstance(name: string, port: number): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `rafeef-cluster-${name}-`))
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // Each machine has its own disk; nothing it writes there is shared.
      DATA_DIR: dataDir,
      SITE_URL: url,
      // The rolling restart's balancer, as a deployment names its own.
      TRUSTED_PROXIES: 'loopback',
      RATE_LIMIT_LOOKUPS: String(LOOKUP_LIMIT),
      // The rolling restart's load sends its contact messages through one balancer address.
      RATE_LIMIT_SUBMISSIONS: '100000',
      // Long enough for the test's balancer, which counts an instance down after three failed
      // readiness checks 100 ms apart, each given up to 2 s (on a busy machine one may take that).
      SHUTDOWN_DRAIN_MS: '3000',
      // The test's bursts come from one address; the bounds on work have tests of their own.
      ...liftedLoadBounds,
      JOBS_AUTORUN_CRON: `*/${TICK_SECONDS} * * * * *`,
      SCHEDULED_PUBLISH_TICK_MS: String(SCHEDULED_PUBLISH_TICK_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      output += `\n[instance ${name} exited: ${signal ?? code}]\n`
      resolve()
    }),
  )
  const deadline = Date.now() + 120_000
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`instance ${name} did not start:\n${output.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    name,
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

let a: Instance
let b: Instance
let token: string
const database = new pg.Client({ connectionString: process.env.DATABASE_URL })

async function cms<T>(instance: Instance, address: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${instance.url}/cms/api${address}`, {
    ...init,
    headers: {
      ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      authorization: `JWT ${token}`,
      ...init.headers,
    },
  })
  if (!response.ok)
    throw new Error(`${instance.name} ${address}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

beforeAll(async () => {
  ;[a, b] = await Promise.all([
    startInstance('A', Number(process.env.CLUSTER_PORT_A)),
    startInstance('B', Number(process.env.CLUSTER_PORT_B)),
  ])
  await database.connect()
  token = (await signInAt(a.url, admin, process.env.ADMIN_TOTP_SECRET)).token
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  // What each instance printed, to read when a check fails.
  for (const instance of [a, b])
    if (instance) writeFileSync(`test-results/cluster-${instance.name}.log`, instance.output())
  await database.end()
})

describe('two instances behind one balancer', () => {
  it('serves a CMS save made on A from B, in both languages, within 5 s', async () => {
    type Page = { id: number; sections: { title?: string }[] }
    const home = async (locale: string) =>
      (await cms<{ docs: Page[] }>(a, `/pages?where[name][equals]=home&depth=0&locale=${locale}`))
        .docs[0]!
    for (const [locale, address] of [
      ['en', '/'],
      ['ar', '/ar'],
    ] as const) {
      // B has the page in its cache before the edit.
      for (let i = 0; i < 2; i++) expect((await fetch(`${b.url}${address}`)).status).toBe(200)
      const page = await home(locale)
      const title = `Cluster ${locale} ${Date.now()}`
      const sections = page.sections.map((section, index) =>
        index === 0 ? { ...section, title } : section,
      )
      await cms(a, `/pages/${page.id}?locale=${locale}`, {
        method: 'PATCH',
        body: JSON.stringify({ sections, _status: 'published' }),
      })
      const saved = Date.now()
      let served = -1
      while (Date.now() - saved < 30_000) {
        if ((await (await fetch(`${b.url}${address}`)).text()).includes(title)) {
          served = Date.now() - saved
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      figure(
        `CMS save on A → served by B at ${address}: ${served < 0 ? 'not within 30 s' : `${served} ms`}`,
      )
      expect(served).toBeGreaterThanOrEqual(0)
      expect(served).toBeLessThanOrEqual(5_000)
    }
  })

  it('serves a file uploaded through A from B, and a visitor’s document to staff only', async () => {
    const image = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#0a7' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(image)], 'cluster.png', { type: 'image/png' }))
    form.set('_payload', JSON.stringify({ alt: 'Cluster test image', alt_ar: 'صورة اختبار' }))
    const { doc } = await cms<{ doc: { filename: string } }>(a, '/media', {
      method: 'POST',
      body: form,
    })
    // B answers a name it does not know itself (no `errors`, which Payload's 404 has), so the 200
    // that follows means B knew of the upload: told by A, unless B's own reading every 5 s came
    // first.
    const madeUp = await fetch(`${b.url}/cms/api/media/file/made-up-${doc.filename}`)
    expect(madeUp.status).toBe(404)
    expect(await madeUp.json()).toEqual({ message: 'File not found.' })
    const fromB = await fetch(`${b.url}/cms/api/media/file/${doc.filename}`)
    const fromA = await fetch(`${a.url}/cms/api/media/file/${doc.filename}`)
    expect(fromB.status).toBe(200)
    const bytes = Buffer.from(await fromB.arrayBuffer())
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true)
    const onDisk = (instance: Instance) =>
      existsSync(path.join(instance.dataDir, 'media'))
        ? readdirSync(path.join(instance.dataDir, 'media')).length
        : 0
    figure(
      `Image uploaded through A → served by B: ${fromB.status}, ${bytes.length} bytes, ${fromB.headers.get('content-type')}; files on A's disk: ${onDisk(a)}`,
    )
    expect(onDisk(a)).toBe(0)

    // A cancellation with its document, sent to A; the document read through B.
    const request = cancellationForm(await validPdf())
    const sent = await fetch(`${a.url}/api/service-requests`, { method: 'POST', body: request })
    expect(sent.status).toBe(201)
    const { reference } = ((await sent.json()) as { data: { reference: string } }).data
    type Request = { documents: { filename: string }[] }
    const stored = await cms<{ docs: Request[] }>(
      a,
      `/service-requests?where[reference][equals]=${reference}&depth=1`,
    )
    const document = `${b.url}/cms/api/request-documents/file/${stored.docs[0]!.documents[0]!.filename}`
    const anonymous = await fetch(document)
    const staff = await fetch(document, { headers: { authorization: `JWT ${token}` } })
    figure(
      `Visitor's document sent to A → read through B: anonymous ${anonymous.status}, admin ${staff.status} (${staff.headers.get('content-disposition')}, ${staff.headers.get('cache-control')})`,
    )
    expect(anonymous.status).toBe(403)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-disposition')).toBe('attachment')
    expect(
      Buffer.from(await staff.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('holds a limit reached through A on B', async () => {
    const lookup = (instance: Instance) =>
      fetch(
        `${instance.url}/api/service-requests/status?type=claim&id=1012345678&number=CLM-2026-00000001`,
      )
    const throughA: number[] = []
    for (let i = 0; i < LOOKUP_LIMIT; i++) throughA.push((await lookup(a)).status)
    const onB = await lookup(b)
    figure(
      `Status lookups (limit ${LOOKUP_LIMIT}) through A: ${throughA.join(', ')}; the next through B: ${onB.status}, Retry-After ${onB.headers.get('retry-after')} s`,
    )
    expect(throughA).not.toContain(429)
    expect(onB.status).toBe(429)
  })

  it('queues each nightly task once and runs it once, though both instances try on every tick', async () => {
    const nightlyTasks = [
      'deleteExpiredApplications',
      'deleteExpiredAuditEntries',
      'deleteExpiredRequestDocuments',
      'deleteUntouchedPages',
      'notifyOverdue',
      'recordTranslationGaps',
      'sweepOrphanFiles',
    ]
    const pending = async () =>
      (
        await database.query<{ id: number; task_slug: string }>(
          `SELECT id, task_slug FROM payload_jobs WHERE queue = 'maintenance' AND completed_at IS NULL ORDER BY id`,
        )
      ).rows
    // Several ticks on which both instances could queue tonight's tasks.
    const watchedFrom = Date.now()
    while ((await pending()).length < nightlyTasks.length && Date.now() - watchedFrom < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 500))
    await new Promise((resolve) => setTimeout(resolve, 4 * TICK_SECONDS * 1000))
    const queued = await pending()
    const ticks = Math.round((Date.now() - watchedFrom) / (TICK_SECONDS * 1000))
    figure(
      `Nightly tasks queued over ${ticks} ticks of both instances: ${queued.map((job) => job.task_slug).join(', ')}`,
    )
    expect(queued.map((job) => job.task_slug).sort()).toEqual(nightlyTasks)

    // Night falls: the queued jobs become due, and both instances tick.
    const ids = queued.map((job) => job.id)
    await database.query(
      `UPDATE payload_jobs SET wait_until = now() - interval '1 minute' WHERE id = ANY($1)`,
      [ids],
    )
    const doneFrom = Date.now()
    const done = async () =>
      (
        await database.query(
          `SELECT id FROM payload_jobs WHERE id = ANY($1) AND completed_at IS NOT NULL`,
          [ids],
        )
      ).rows.length
    while ((await done()) < ids.length && Date.now() - doneFrom < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 500))
    const runs = (
      await database.query<{ parent: number; runs: string }>(
        `SELECT _parent_id AS parent, count(*) AS runs FROM payload_jobs_log WHERE _parent_id = ANY($1) GROUP BY _parent_id`,
        [ids],
      )
    ).rows
    const runner = (instance: Instance) =>
      (instance.output().match(/Running \d+ jobs/g) ?? []).length
    figure(
      `Due nightly jobs completed: ${await done()} of ${ids.length}; runs per job: ${runs.map((row) => row.runs).join(', ')}; runs started by A: ${runner(a)}, by B: ${runner(b)}`,
    )
    expect(await done()).toBe(ids.length)
    expect(runs).toHaveLength(ids.length)
    for (const row of runs) expect(Number(row.runs)).toBe(1)
  })

  it('publishes a page at its scheduled time once, and B serves it in both languages', async () => {
    const name = `scheduled-${Date.now()}`
    const { doc } = await cms<{ doc: { id: number } }>(a, '/pages?locale=en&draft=true', {
      method: 'POST',
      body: JSON.stringify({ name, title: 'Scheduled offer', _status: 'draft', sections: [] }),
    })
    await cms(a, `/pages/${doc.id}?locale=ar&draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'عرض مجدول' }),
    })
    const published = async () =>
      (
        await database.query(
          `SELECT count(*)::int AS n FROM _pages_v WHERE parent_id = $1 AND version__status = 'published'`,
          [doc.id],
        )
      ).rows[0].n as number
    expect(await published()).toBe(0)
    // As the admin's schedule drawer queues it (the id as a string), due in three seconds.
    const admin = (
      await database.query(`SELECT id FROM users WHERE email = $1`, [process.env.ADMIN_EMAIL])
    ).rows[0].id as number
    const job = (
      await database.query(
        `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
         VALUES ($1, 'schedulePublish', 'default', now() + interval '3 seconds') RETURNING id`,
        [
          {
            type: 'publish',
            doc: { relationTo: 'pages', value: String(doc.id) },
            user: { relationTo: 'users', value: admin },
          },
        ],
      )
    ).rows[0].id as number
    const due = Date.now() + 3000
    // What the instances tell each other of their saves, as a third listener on their Redis.
    const listener = createClient({ url: process.env.REDIS_URL })
    await listener.connect()
    const announced: string[] = []
    await listener.subscribe(
      savesChannel(String(process.env.REDIS_URL)),
      (message) => void announced.push(message),
    )
    const servedByB = async (address: string, title: string) => {
      const answer = await fetch(`${b.url}${address}`)
      return answer.status === 200 && (await answer.text()).includes(title)
    }
    // When B was first asked and served both (its render time is not the publishing's).
    let askedAt = Date.now()
    while (askedAt - due < 30_000) {
      askedAt = Date.now()
      if (
        (await servedByB(`/${name}`, 'Scheduled offer')) &&
        (await servedByB(`/ar/${name}`, 'عرض مجدول'))
      )
        break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const late = askedAt - due
    const servedAfter = Date.now() - due
    // Both instances tick every second: a few more ticks, to see that nobody runs it again.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const runs = (
      await database.query(
        `SELECT count(*)::int AS n FROM payload_jobs_log WHERE _parent_id = $1`,
        [job],
      )
    ).rows[0].n as number
    await listener.quit()
    const announcedPage = announced
      .map((message) => JSON.parse(message) as { save: { kind: string; name?: string } })
      .filter(({ save }) => save.kind === 'pages' && save.name === name)
    figure(
      `Publish scheduled 3 s ahead → known to B ${late} ms after its time, served in both languages after ${servedAfter} ms; announced: ${announcedPage.length}; runs: ${runs}; published versions: ${await published()}`,
    )
    // The instance that published told the other at once, rather than leaving it to find the page
    // at its next read of the names (every 5 s): B knew it within a tick and the re-read after a
    // save.
    expect(announcedPage.length).toBeGreaterThan(0)
    expect(late).toBeLessThan(SCHEDULED_PUBLISH_TICK_MS + 2_500)
    expect(runs).toBe(1)
    expect(await published()).toBe(1)
  })

  it('answers made-up addresses on both instances without storing anything of them in Redis', async () => {
    const redis = createClient({ url: process.env.REDIS_URL })
    await redis.connect()
    const keysBefore = await redis.dbSize()
    const statuses: Record<number, number> = {}
    const addresses = Array.from(
      { length: 1000 },
      (_, i) =>
        [
          `/wp-${i}.php`,
          `/ar/made-up-${i}`,
          `/career-details/${100_000 + i}`,
          `/api/pages/made-up-${i}`,
        ][i % 4]!,
    )
    for (let i = 0; i < addresses.length; i += 50) {
      await Promise.all(
        addresses.slice(i, i + 50).map(async (address, j) => {
          const answer = await fetch(`${(j % 2 ? b : a).url}${address}`)
          await answer.arrayBuffer()
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        }),
      )
    }
    const keysAfter = await redis.dbSize()
    await redis.quit()
    figure(
      `made-up addresses: ${addresses.length} sent, ${JSON.stringify(statuses)}, Redis keys ${keysBefore} -> ${keysAfter}`,
    )
    expect(statuses).toEqual({ 404: 1000 })
    // Rate-limit and job-lock keys come and go; nothing per address stays.
    expect(keysAfter - keysBefore).toBeLessThan(20)
  })

  it('backs up PostgreSQL and the bucket while serving, and restores both into empty ones', async () => {
    const restoreDatabase = 'rafeef_cluster_restore'
    const server = new pg.Client({
      connectionString: process.env.DATABASE_URL!.replace(/\/[^/]*$/, '/postgres'),
    })
    await server.connect()
    await server.query(`DROP DATABASE IF EXISTS ${restoreDatabase} WITH (FORCE)`)
    await server.query(`CREATE DATABASE ${restoreDatabase}`)
    await server.end()
    const s3 = new S3Client({
      region: process.env.S3_REGION,
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const restoreBucket = `${process.env.S3_BUCKET}-restore`
    await s3.send(new CreateBucketCommand({ Bucket: restoreBucket }))
    /** Every object's key with its ETag (the MD5 of its bytes on s3rver). */
    const objects = async (bucket: string) => {
      const listed = new Map<string, string>()
      let token: string | undefined
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) listed.set(object.Key!, object.ETag!)
        token = page.NextContinuationToken
      } while (token)
      return listed
    }

    const backupsDir = mkdtempSync(path.join(tmpdir(), 'rafeef-cluster-backups-'))
    const backup = await runNpmScript('backup', ['--to', backupsDir], {})
    expect(backup.code, backup.output).toBe(0)
    const folder = /Backup written: (\S+)/.exec(backup.output)![1]!
    const databaseUrl = new URL(process.env.DATABASE_URL!)
    databaseUrl.pathname = `/${restoreDatabase}`
    const restore = await runNpmScript('restore', [folder], {
      DATABASE_URL: databaseUrl.toString(),
      S3_BUCKET: restoreBucket,
    })
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toMatch(/every row as the backup took it/)
    const [source, restored] = await Promise.all([
      objects(process.env.S3_BUCKET!),
      objects(restoreBucket),
    ])
    const differing = [...source].filter(([key, etag]) => restored.get(key) !== etag)
    figure(
      `backup of PostgreSQL and S3 → restored into an empty database and bucket: ${restored.size} of ${source.size} objects, ${differing.length} differing; ${/Database restored: .*/.exec(restore.output)?.[0]}`,
    )
    expect(source.size).toBeGreaterThan(0)
    expect(differing).toEqual([])
    expect(restored.size).toBe(source.size)
  })

  it('restarts both instances in turn under load without losing a request', async () => {
    // A balancer as one is set up in front of the site (named in TRUSTED_PROXIES, it says whom
    // it forwards for): round robin over the instances it counts as up; no retries. Like
    // HAProxy's defaults, it checks /api/ready every 100 ms (each check given 2 s), and counts an
    // instance down after 3 failed checks in a row and up again after 2 good ones.
    const pool: Instance[] = [a, b]
    const readyNow = new Map<string, boolean>()
    const streak = new Map<string, number>()
    // What the balancer saw, to read when a request failed: readiness changes and each 502's cause.
    const t0 = Date.now()
    const story: { at: number; what: string; times: number }[] = []
    // Repeats of one event in a row are counted on the first, so a burst reads as one line.
    const note = (what: string) => {
      const last = story.at(-1)
      if (last?.what === what) last.times++
      else story.push({ at: Date.now() - t0, what, times: 1 })
    }
    const checked = (url: string, ok: boolean, why: string) => {
      if (!ok) note(`${url} failed a check (${why})`)
      // A positive streak counts good checks in a row, a negative one failed checks.
      const last = streak.get(url) ?? 0
      const now = ok ? Math.max(last, 0) + 1 : Math.min(last, 0) - 1
      streak.set(url, now)
      const up = readyNow.get(url) ? now > -3 : now >= 2
      if (up !== readyNow.get(url)) note(`${url} counted ${up ? 'up' : 'down'}`)
      readyNow.set(url, up)
    }
    const checker = setInterval(() => {
      for (const instance of pool)
        fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(2000) })
          .then(async (answer) => {
            await answer.arrayBuffer()
            return answer
          })
          .then(
            (answer) => checked(instance.url, answer.ok, String(answer.status)),
            (err: Error) => checked(instance.url, false, causeOf(err)),
          )
    }, 100)
    const agent = new Agent({ keepAlive: true })
    let turn = 0
    const balancer = createServer((request, response) => {
      const ready = pool.filter((instance) => readyNow.get(instance.url))
      const target = ready[turn++ % Math.max(ready.length, 1)]
      if (!target) {
        note('502: no instance ready')
        return void response.writeHead(502).end()
      }
      const { hostname, port } = new URL(target.url)
      const upstream = forward(
        {
          agent,
          hostname,
          port,
          method: request.method,
          path: request.url,
          headers: {
            ...request.headers,
            'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          if (answer.statusCode === 502) note(`502 from ${target.url}`)
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', (err) => {
        note(`502: ${request.method} ${request.url} to ${target.url}: ${causeOf(err)}`)
        if (!response.headersSent) response.writeHead(502)
        response.end()
      })
      request.pipe(upstream)
    })
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve))
    const front = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`
    await expect.poll(() => pool.every((instance) => readyNow.get(instance.url))).toBe(true)

    // Steady load: pages in both languages and contact messages, until both have restarted.
    const answers: { status: number; id?: number }[] = []
    let loading = true
    const worker = async (kind: number) => {
      while (loading) {
        try {
          const answer =
            kind === 0
              ? await fetch(`${front}/api/contact-us`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(validContact),
                })
              : await fetch(`${front}${kind === 1 ? '/motor-insurance' : '/ar'}`)
          const body = await answer.text()
          answers.push({
            status: answer.status,
            id:
              answer.status === 201
                ? (JSON.parse(body) as { data: { id: number } }).data.id
                : undefined,
          })
        } catch {
          answers.push({ status: 0 })
        }
      }
    }
    const load = Promise.all([0, 1, 2, 0, 1].map(worker))
    const restart = async (index: 0 | 1, name: string, port: number) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const started = Date.now()
      note(`stopping ${name}`)
      await pool[index]!.stop()
      note(`${name} stopped`)
      // It drained and exited once every request was answered, not when its time ran out.
      expect(pool[index]!.output()).toMatch(/Stopped: every request answered/)
      pool[index] = await startInstance(name, port)
      note(`${name} started`)
      await expect.poll(() => readyNow.get(pool[index]!.url), { timeout: 30_000 }).toBe(true)
      return Date.now() - started
    }
    const restartMs = [
      await restart(0, 'A', Number(process.env.CLUSTER_PORT_A)),
      await restart(1, 'B', Number(process.env.CLUSTER_PORT_B)),
    ]
    await new Promise((resolve) => setTimeout(resolve, 1000))
    loading = false
    await load
    clearInterval(checker)
    balancer.close()
    agent.destroy()
    ;[a, b] = pool as [Instance, Instance]

    const stored = answers.flatMap((answer) => (answer.id ? [answer.id] : []))
    const { rows } = await database.query<{ n: string }>(
      'SELECT count(*) AS n FROM contact_messages WHERE id = ANY($1)',
      [stored],
    )
    const statuses: Record<number, number> = {}
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1
    figure(
      `rolling restart of A then B under load: ${answers.length} requests through the balancer, ${JSON.stringify(statuses)}; ${stored.length} messages acknowledged, ${rows[0]!.n} stored; restarts took ${restartMs.join(' and ')} ms`,
    )
    const failed = answers.filter(({ status }) => status !== 200 && status !== 201)
    const told = story.map(
      ({ at, what, times }) => `${at} ms ${what}${times > 1 ? ` (×${times})` : ''}`,
    )
    writeFileSync('test-results/cluster-balancer.txt', `${told.join('\n')}\n`)
    expect(failed.length, told.join('\n')).toBe(0)
    expect(stored.length).toBeGreaterThan(0)
    expect(Number(rows[0]!.n)).toBe(stored.length)
  })

  it('keeps serving from B when A stops', async () => {
    await a.stop()
    const pages = await Promise.all(
      ['/', '/ar', '/motor-insurance', '/ar/motor-insurance'].map(
        async (address) => (await fetch(`${b.url}${address}`)).status,
      ),
    )
    const contact = await fetch(`${b.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validContact),
    })
    const health = await fetch(`${b.url}/api/health`)
    figure(
      `A stopped → B: pages ${pages.join(', ')}; contact form ${contact.status}; health ${health.status}`,
    )
    expect(pages).toEqual([200, 200, 200, 200])
    expect(contact.status).toBe(201)
    expect(health.status).toBe(200)
  })
})
