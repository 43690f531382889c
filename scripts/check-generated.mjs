#!/usr/bin/env node
// Whether the files Payload generates from its config are current: src/payload-types.ts (the
// section kinds' wire types are derived from it, src/blocks/sectionKind.ts, so a block field
// changed without regenerating would leave the mappers checked against the old fields) and the
// admin's import map (a component moved without regenerating it is missing from the admin). Leaves
// the regenerated files in place: `git diff` then shows what changed, and committing it is the fix.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

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
process.exit(stale ? 1 : 0)
