#!/usr/bin/env node
// One command from a fresh clone to a running site: migrate, seed an empty database, build, serve.
// `next build` prerenders pages from the database, so the database must be ready before it runs.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

const env = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' }
const skipBuild = process.argv.includes('--no-build')

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

run('Applying database migrations', 'npx', ['payload', 'migrate'])
// The seed leaves a marker when it finished; a run that ended early (seen once, exit code 0 and
// no output) is tried again, and reported instead of surfacing later as a confusing build error.
const seedMarker = path.resolve(process.env.DATA_DIR ?? 'data', '.seed-done')
for (let attempt = 1; ; attempt++) {
  rmSync(seedMarker, { force: true })
  run('Seeding an empty database', 'npx', ['payload', 'run', 'src/seed/run.ts'], { SEED_IF_EMPTY: '1' })
  if (existsSync(seedMarker)) break
  if (attempt === 2) {
    console.error('\nThe seed ended without finishing. Run `npm run seed` to see why.')
    process.exit(1)
  }
  console.warn('  The seed ended without finishing; trying once more.')
}
if (!skipBuild) run('Building the site', 'npx', ['next', 'build'])

const port = process.env.PORT || '3000'
console.log(`\n> Serving on http://localhost:${port} (admin at http://localhost:${port}/admin)`)
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
