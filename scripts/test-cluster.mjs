#!/usr/bin/env node
// The site as several machines run it (tests/cluster): PostgreSQL, Redis (Debian's redis-server)
// and an S3-compatible server (s3rver, from npm), the migrations and the seed run once, then two
// instances of one build on two ports. The build is the existing one (or one is made).
//
// PostgreSQL: CLUSTER_POSTGRES_URL or TEST_POSTGRES_URL, a role that may create databases (`.ci/run`
// starts Debian's server and makes one). Ports: CLUSTER_BASE_PORT (default 3300) and the three after
// it: instance A, instance B, Redis, S3. The run's database is CLUSTER_DATABASE (default
// rafeef_cluster), made anew each run.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { seedTemplate } from './payloadCli.mjs'
import { cleanUp, freshDatabase, startRedis, startS3 } from './services.mjs'
import { clearResults, reportAndExit, runVitestProject, stopwatch } from './suiteRun.mjs'

const postgresUrl = process.env.CLUSTER_POSTGRES_URL || process.env.TEST_POSTGRES_URL
if (!postgresUrl) {
  console.error(
    'test:cluster needs PostgreSQL: set CLUSTER_POSTGRES_URL (or TEST_POSTGRES_URL) to a role that may create databases.',
  )
  process.exit(2)
}
const basePort = Number(process.env.CLUSTER_BASE_PORT || 3300)
const ports = { a: basePort, b: basePort + 1, redis: basePort + 2, s3: basePort + 3 }
const elapsed = stopwatch()

const base = {
  ...process.env,
  NODE_ENV: 'production',
  NODE_OPTIONS: '--no-deprecation',
  PAYLOAD_SECRET: 'cluster-secret',
  ADMIN_EMAIL: 'cluster-admin@example.com',
  ADMIN_PASSWORD: 'cluster-admin-password-1',
  // The test signs in with codes from it (tests/helpers/staffSignIn.ts).
  ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
}

clearResults('cluster')

let ok = false
try {
  console.log(`\n=== Cluster: services (PostgreSQL, Redis on ${ports.redis}, S3 on ${ports.s3})`)
  const database = await freshDatabase(
    postgresUrl,
    process.env.CLUSTER_DATABASE || 'rafeef_cluster',
  )
  const shared = {
    DATABASE_URL: database,
    REDIS_URL: await startRedis(ports.redis),
    ...(await startS3(ports.s3, 'rafeef-cluster')),
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
  ok = runVitestProject('cluster', {
    ...base,
    ...shared,
    CLUSTER_PORT_A: String(ports.a),
    CLUSTER_PORT_B: String(ports.b),
    CLUSTER_DEPLOY_DIR: deployDir,
  })
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
} finally {
  await cleanUp()
}

reportAndExit('cluster', 'Cluster', elapsed, ok)
