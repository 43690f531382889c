#!/usr/bin/env node
// Whether the files Payload generates from its config are current: src/payload-types.ts (the
// section kinds' wire types are derived from it, src/blocks/sectionKind.ts, so a block field
// changed without regenerating would leave the mappers checked against the old fields) and the
// admin's import map (a component moved without regenerating it is missing from the admin). Leaves
// the regenerated files in place: `git diff` then shows what changed, and committing it is the fix.
// Then whether each database's migrations build the config's schema (scripts/migrationsCurrent.ts).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const generated = [
  { file: 'src/payload-types.ts', script: 'generate:types' },
  { file: 'src/app/(payload)/admin/importMap.js', script: 'generate:importmap' },
]

let stale = false
for (const { file, script } of generated) {
  const before = readFileSync(file, 'utf8')
  const run = spawnSync('npm', ['run', '--silent', script], { encoding: 'utf8' })
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr)
    process.exit(run.status ?? 1)
  }
  if (readFileSync(file, 'utf8') === before)
    console.log(`${file} is what the Payload config generates.`)
  else {
    console.error(`${file} was not what the Payload config generates: regenerated, commit it.`)
    stale = true
  }
}

// Neither database is opened: the comparison reads the config and the committed snapshots only, so
// the PostgreSQL address is never dialled. In production mode Payload does not rewrite its types.
const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-current-'))
const databases = [`file:${path.join(scratch, 'check.db')}`, 'postgres://check@127.0.0.1:1/check']
for (const databaseUrl of databases) {
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'payload', '--', 'run', 'scripts/migrationsCurrent.ts'],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: scratch },
    },
  )
  const said = run.stdout.split('\n').filter((line) => line.startsWith('src/migrations'))
  if (run.status === 0) console.log(said.join('\n'))
  else {
    process.stderr.write(run.stdout + run.stderr)
    stale = true
  }
}
rmSync(scratch, { recursive: true, force: true })
process.exit(stale ? 1 : 0)
