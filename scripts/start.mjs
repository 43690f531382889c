#!/usr/bin/env node
// One command from a fresh clone to a running site: migrate, seed an empty database, build, serve.
// `next build` prerenders pages from the database, so the database must be ready before it runs.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { constants as osConstants } from 'node:os'
import path from 'node:path'

import { startChecks } from '../src/server/productionSafety.mjs'
import { settings } from '../src/settings.mjs'
import { migrated, runStep } from './payloadCli.mjs'

const env = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' }
// `--no-build`: use the build there is (a container image holds one). `--no-serve`: stop after
// the build (an image's build stage, on a throwaway database) or, with both, after migrating and
// seeding (the release step of several instances, compose.yaml).
const skipBuild = process.argv.includes('--no-build')
const skipServe = process.argv.includes('--no-serve')

// Settings production refuses stop the start here, before it migrates and builds; the server says
// the warnings once it starts.
const { refusals } = startChecks(settings, true)
if (refusals.length > 0) {
  for (const refusal of refusals) console.error(refusal)
  process.exit(1)
}

function run(label, command, args, extraEnv = {}) {
  console.log(`\n> ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
  console.log(`  ${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** A Payload step (scripts/payloadCli.mjs) with the start script's progress lines. */
function payloadStep(label, step, finished, extraEnv = {}) {
  console.log(`\n> ${label}`)
  const started = Date.now()
  try {
    runStep(step, finished, { ...env, ...extraEnv })
  } catch (error) {
    console.error(`\n${label} failed: ${error.message}`)
    process.exit(1)
  }
  console.log(`  ${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

payloadStep('Applying database migrations', 'migrate', migrated)
// The seed leaves a marker when it finished, so a run that ended early is reported here instead of
// surfacing later as a confusing build error.
const seedMarker = path.resolve(settings.dataDir, '.seed-done')
rmSync(seedMarker, { force: true })
payloadStep('Seeding an empty database', 'seed', () => existsSync(seedMarker), {
  SEED_IF_EMPTY: '1',
})
if (!skipBuild) run('Building the site', 'npx', ['next', 'build'])
if (skipServe) process.exit(0)

const port = String(settings.port)
console.log(`\n> Serving on http://localhost:${port} (admin at http://localhost:${port}/admin)`)
// server.mjs is Next's handler behind the checks only the socket can make (see the file).
const server = spawn(process.execPath, ['server.mjs'], {
  stdio: 'inherit',
  env: { ...env, PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// A server ended by a signal exits as a shell reports it (128 + the signal's number), so that a
// supervisor sees it did not stop on its own.
server.on('exit', (code, signal) =>
  process.exit(code ?? 128 + (signal ? (osConstants.signals[signal] ?? 0) : 0)),
)
