import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { liftedLoadBounds } from '../../scripts/liftedLoadBounds.mjs'

/**
 * The production server (`server.mjs` on the existing `next build`) on a fresh copy of a seeded
 * database, as the tests of this folder need it: started, killed, restarted. The copy comes from
 * the template `scripts/test-reliability.mjs` seeded once: a folder (SQLite file, media, secret)
 * and, on PostgreSQL, a template database.
 */
export const templateDir = required('RELIABILITY_TEMPLATE_DIR')
const templateDatabase = process.env.RELIABILITY_TEMPLATE_DATABASE
export const onPostgres = Boolean(templateDatabase)
export const admin = {
  email: 'reliability-admin@example.com',
  password: 'reliability-admin-password-1',
}

function required(name: string): string {
  const value = process.env[name]
  if (!value)
    throw new Error(`${name} is not set: run the reliability tests with npm run test:reliability`)
  return value
}

export type Site = {
  url: string
  dataDir: string
  databaseUrl: string
  /** SIGKILL: no shutdown, no flush, as a crash or an OOM kill. */
  kill: () => Promise<void>
  stop: () => Promise<void>
  start: (env?: Record<string, string>) => Promise<void>
  /** What the server printed since it last started. */
  output: () => string
  /** The running server's process id. */
  pid: () => number | undefined
}

/** A port nothing listens on at the moment, as the system hands them out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** A database of its own for a site in `dataDir`: a copy of the seeded template, or empty. */
async function databaseFor(dataDir: string, from: 'template' | 'empty'): Promise<string> {
  if (!templateDatabase) return `file:${path.join(dataDir, 'site.db')}`
  const url = new URL(templateDatabase)
  const name = `rafeef_rel_${Math.random().toString(36).slice(2, 10)}`
  const client = new pg.Client({
    connectionString: templateDatabase.replace(/\/[^/]*$/, '/postgres'),
  })
  await client.connect()
  await client.query(
    from === 'template'
      ? `CREATE DATABASE ${name} TEMPLATE ${url.pathname.slice(1)}`
      : `CREATE DATABASE ${name}`,
  )
  await client.end()
  url.pathname = `/${name}`
  return url.toString()
}

/** A site on its own copy of the seeded data, not yet started. */
export async function newSite(env: Record<string, string> = {}): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rafeef-rel-'))
  cpSync(templateDir, dataDir, { recursive: true })
  return siteOn(dataDir, await databaseFor(dataDir, 'template'), env)
}

/** A deployment with nothing in it yet (an empty folder and database), not yet started. */
export async function emptySite(env: Record<string, string> = {}): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rafeef-rel-empty-'))
  return siteOn(dataDir, await databaseFor(dataDir, 'empty'), env)
}

async function siteOn(
  dataDir: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<Site> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  let output = ''

  let stopping = false

  const start = async (extra: Record<string, string> = {}) => {
    output = ''
    stopping = false
    child = spawn(process.execPath, ['server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NODE_OPTIONS: '--no-deprecation',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: 'reliability-secret',
        SITE_URL: url,
        RATE_LIMIT_SUBMISSIONS: '1000000',
        RATE_LIMIT_LOOKUPS: '1000000',
        RATE_LIMIT_LOGINS: '1000000',
        RATE_LIMIT_PASSWORD_RESETS: '1000000',
        // The tests send hundreds of requests at once from one address; overload.test.ts sets its own.
        ...liftedLoadBounds,
        LOAD_MAX_WORK: '100000',
        LOAD_CLIENT_CONNECTIONS: '100000',
        // No balancer watches these servers' readiness: a stop need not wait for one.
        SHUTDOWN_DRAIN_MS: '0',
        ...env,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // A server that stops on its own fails whatever test runs next with a refused connection:
    // its last words say why.
    child.once('exit', (code, signal) => {
      if (stopping) return
      process.stderr.write(
        `server.mjs on port ${port} exited by itself (code ${code}, signal ${signal}):\n${output.slice(-6000)}\n`,
      )
    })
    await waitUntilHealthy(url, () => output)
  }

  const exited = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const running = child
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve()
      stopping = true
      running.once('exit', () => resolve())
      running.kill(signal)
    })

  return {
    url,
    dataDir,
    databaseUrl,
    start,
    kill: () => exited('SIGKILL'),
    stop: () => exited('SIGTERM'),
    output: () => output,
    pid: () => child?.pid,
  }
}

async function waitUntilHealthy(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${url}/api/health`)
      if (answer.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not become healthy within 90 s:\n${output().slice(-3000)}`)
}
