#!/usr/bin/env node
// The site as several machines run it (tests/cluster): PostgreSQL, Redis (Debian's redis-server)
// and an S3-compatible server (s3rver, from npm), the migrations and the seed run once, then two
// instances of one build on two ports. The build is the existing one (or one is made).
//
// PostgreSQL: CLUSTER_POSTGRES_URL or TEST_POSTGRES_URL, a role that may create databases (`.ci/run`
// starts Debian's server and makes one). Ports: CLUSTER_BASE_PORT (default 3300) and the three after
// it: instance A, instance B, Redis, S3. The run's database is CLUSTER_DATABASE (default
// rafeef_cluster), made anew each run.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { seedTemplate } from './payloadCli.mjs'

const postgresUrl = process.env.CLUSTER_POSTGRES_URL || process.env.TEST_POSTGRES_URL
if (!postgresUrl) {
  console.error(
    'test:cluster needs PostgreSQL: set CLUSTER_POSTGRES_URL (or TEST_POSTGRES_URL) to a role that may create databases.',
  )
  process.exit(2)
}
const basePort = Number(process.env.CLUSTER_BASE_PORT || 3300)
const ports = { a: basePort, b: basePort + 1, redis: basePort + 2, s3: basePort + 3 }
const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

const base = {
  ...process.env,
  NODE_ENV: 'production',
  NODE_OPTIONS: '--no-deprecation',
  PAYLOAD_SECRET: 'cluster-secret',
  ADMIN_EMAIL: 'cluster-admin@example.com',
  ADMIN_PASSWORD: 'cluster-admin-password-1',
}
const cleanups = []
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
}

/** A fresh database for this run, on the given server. */
async function freshDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Stops a child process and waits for it; registered for the end of the run. */
function stopAtEnd(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
}

async function waitFor(what, ready) {
  for (let tries = 0; tries < 150; tries++) {
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start`)
}

async function startRedis() {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--notify-keyspace-events',
      'Exe',
    ],
    {
      stdio: 'ignore',
    },
  )
  child.once('error', (error) => {
    console.error(`redis-server could not start (apt-get install redis-server): ${error.message}`)
    process.exit(2)
  })
  stopAtEnd(child)
  await waitFor(
    'redis-server',
    async () =>
      spawnSync('redis-cli', ['-p', String(ports.redis), 'ping'], {
        encoding: 'utf8',
      }).stdout?.trim() === 'PONG',
  )
}

/** s3rver in a process of its own: this one blocks while the seed runs. */
async function startS3(bucket) {
  const directory = mkdtempSync(path.join(tmpdir(), 'rafeef-cluster-s3-'))
  const child = spawn(
    process.execPath,
    [
      'node_modules/s3rver/bin/s3rver.js',
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(ports.s3),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    { stdio: 'ignore' },
  )
  // Cleaned up in reverse: the server stops before its folder goes.
  cleanups.push(async () => rmSync(directory, { recursive: true, force: true }))
  stopAtEnd(child)
  await waitFor('s3rver', async () => (await fetch(`http://127.0.0.1:${ports.s3}/`)).status < 500)
}

// An earlier run's results must not be reported as this run's, if this one fails before its tests.
mkdirSync('test-results', { recursive: true })
for (const file of ['cluster.txt', 'cluster.json']) rmSync(`test-results/${file}`, { force: true })

let ok = false
try {
  console.log(`\n=== Cluster: services (PostgreSQL, Redis on ${ports.redis}, S3 on ${ports.s3})`)
  const database = await freshDatabase(
    postgresUrl,
    process.env.CLUSTER_DATABASE || 'rafeef_cluster',
  )
  await startRedis()
  const bucket = 'rafeef-cluster'
  await startS3(bucket)
  const shared = {
    DATABASE_URL: database,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}/0`,
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }

  // Deploy: migrations and the seed run once, from one machine, before any instance starts.
  console.log(`\n=== Cluster: migrations and seed, once (${elapsed()})`)
  const deployDir = mkdtempSync(path.join(tmpdir(), 'rafeef-cluster-deploy-'))
  seedTemplate(database, deployDir, { ...base, ...shared })

  if (!existsSync('.next/BUILD_ID')) {
    console.log(`\n=== Cluster: no build found, building (${elapsed()})`)
    const templateDir = mkdtempSync(path.join(tmpdir(), 'rafeef-cluster-build-'))
    const sqlite = `file:${path.join(templateDir, 'site.db')}`
    seedTemplate(sqlite, templateDir, base)
    const build = spawnSync('npx', ['next', 'build'], {
      stdio: 'inherit',
      env: { ...base, DATA_DIR: templateDir, DATABASE_URL: sqlite },
    })
    if (build.status !== 0) throw new Error('next build failed')
  }

  console.log(
    `\n=== Cluster: two instances of build ${readFileSync('.next/BUILD_ID', 'utf8').trim()} (${elapsed()})`,
  )
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'cluster',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/cluster.json',
    ],
    {
      stdio: 'inherit',
      env: {
        ...base,
        ...shared,
        CLUSTER_PORT_A: String(ports.a),
        CLUSTER_PORT_B: String(ports.b),
        CLUSTER_DEPLOY_DIR: deployDir,
      },
    },
  )
  ok = result.status === 0
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await cleanUp()
}

const report = existsSync('test-results/cluster.json')
  ? JSON.parse(readFileSync('test-results/cluster.json', 'utf8'))
  : null
if (existsSync('test-results/cluster.txt')) {
  console.log('\n=== Cluster figures')
  console.log(readFileSync('test-results/cluster.txt', 'utf8').trimEnd())
}
console.log(`\nCluster run took ${elapsed()}`)
console.log(
  `cluster: ${report?.numPassedTests ?? 0} passed, ${report ? report.numFailedTests : 1} failed`,
)
process.exit(ok ? 0 : 1)
