#!/usr/bin/env node
// The reliability suite (tests/reliability): the production server under concurrent writers, a
// SIGKILL mid-load, generated malformed requests, the access matrix and forged addresses. Seeds a
// template once per database (copied for every test file), builds the site if there is no build,
// then runs the suite on SQLite and, when TEST_POSTGRES_URL is set, its files about the database's
// own behaviour on PostgreSQL (scripts/bothDatabases.mjs; RELIABILITY_ONLY_POSTGRES=1 skips the
// SQLite run). Arguments name test files to run alone.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { filesOnBothDatabases } from './bothDatabases.mjs'
import { seedTemplate } from './payloadCli.mjs'
import { clock, recordPhase } from './phases.mjs'

const base = {
  ...process.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'reliability-secret',
  ADMIN_EMAIL: 'reliability-admin@example.com',
  ADMIN_PASSWORD: 'reliability-admin-password-1',
  // The suites sign in with codes from it (tests/helpers/staffSignIn.ts).
  ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
}

async function postgresTemplate(serverUrl) {
  const url = new URL(serverUrl)
  const name = 'rafeef_reliability_template'
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  url.pathname = `/${name}`
  return url.toString()
}

/** Test files named on the command line, to run only those (`npm run test:reliability -- crash`). */
const only = process.argv.slice(2)

function vitest(label, files, extraEnv) {
  console.log(`\n=== Reliability suite on ${label}`)
  const elapsed = clock()
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'reliability',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=test-results/reliability-${label}.json`,
      ...files,
    ],
    { stdio: 'inherit', env: { ...base, NODE_OPTIONS: '--no-deprecation', ...extraEnv } },
  )
  recordPhase(`Reliability on ${label}`, elapsed(), result.status === 0 ? 'passed' : 'failed')
  return result.status === 0
}

const sqliteDir = mkdtempSync(path.join(tmpdir(), 'rafeef-rel-template-'))
rmSync('test-results/reliability.txt', { force: true })
const seeding = clock()
seedTemplate(`file:${path.join(sqliteDir, 'site.db')}`, sqliteDir, base)
recordPhase('Reliability: SQLite template (migrate, seed)', seeding(), 'passed')

if (!existsSync('.next/BUILD_ID')) {
  console.log('\n=== No build found: building the site on the seeded template')
  const build = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...base, DATA_DIR: sqliteDir, DATABASE_URL: `file:${path.join(sqliteDir, 'site.db')}` },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

let ok =
  process.env.RELIABILITY_ONLY_POSTGRES === '1' ||
  vitest('sqlite', only, { RELIABILITY_TEMPLATE_DIR: sqliteDir })

const onPostgres = filesOnBothDatabases('tests/reliability', '.test.ts').filter(
  (file) => only.length === 0 || only.some((name) => file.includes(name)),
)
if (process.env.TEST_POSTGRES_URL && onPostgres.length > 0) {
  const postgresDir = mkdtempSync(path.join(tmpdir(), 'rafeef-rel-template-pg-'))
  const database = await postgresTemplate(process.env.TEST_POSTGRES_URL)
  const seedingPostgres = clock()
  seedTemplate(database, postgresDir, base)
  recordPhase('Reliability: PostgreSQL template (migrate, seed)', seedingPostgres(), 'passed')
  ok =
    vitest('postgres', onPostgres, {
      RELIABILITY_TEMPLATE_DIR: postgresDir,
      RELIABILITY_TEMPLATE_DATABASE: database,
    }) && ok
}
process.exit(ok ? 0 : 1)
