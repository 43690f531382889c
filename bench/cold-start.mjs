#!/usr/bin/env node
// Cold start of the start command on an empty database: migrate, seed, build, serve, until the
// site answers. Uses its own throwaway data folder and port.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { mb, treeRss, waitFor } from './lib.mjs'

const port = process.env.BENCH_PORT ?? '3200'
const dataDir = mkdtempSync(path.join(tmpdir(), 'rafeef-cold-'))
const skipBuild = process.argv.includes('--no-build')
const started = Date.now()
const child = spawn('node', ['scripts/start.mjs', ...(skipBuild ? ['--no-build'] : [])], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${dataDir}/site.db`,
    ADMIN_PASSWORD: 'bench-password-1',
  },
  detached: true,
})
let log = ''
child.stdout.on('data', (chunk) => (log += chunk))

try {
  const total = await waitFor(`http://localhost:${port}/`, 15 * 60_000)
  const phases = [...log.matchAll(/ {2}(.+) done in ([\d.]+) s/g)].map((m) => `${m[1]}: ${m[2]} s`)
  const t0 = Date.now()
  await fetch(`http://localhost:${port}/ar`)
  const firstAr = Date.now() - t0
  console.log(
    `start command on an empty database${skipBuild ? ' (build skipped)' : ''}: site answered after ${(total / 1000).toFixed(1)} s`,
  )
  for (const phase of phases) console.log(`  ${phase}`)
  console.log(`  first /ar request: ${firstAr} ms; server RSS now ${mb(treeRss(child.pid))}`)
  void started
} finally {
  process.kill(-child.pid, 'SIGTERM')
}
