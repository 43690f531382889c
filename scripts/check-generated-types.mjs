#!/usr/bin/env node
// Whether src/payload-types.ts is what the Payload config generates. The section kinds' wire types
// are derived from it (src/blocks/sectionKind.ts), so a block field changed without regenerating
// would leave the mappers checked against the old fields. Leaves the regenerated file in place:
// `git diff` then shows what changed, and committing it is the fix.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const file = 'src/payload-types.ts'
const before = readFileSync(file, 'utf8')
const run = spawnSync('npm', ['run', '--silent', 'generate:types'], { encoding: 'utf8' })
if (run.status !== 0) {
  process.stderr.write(run.stdout + run.stderr)
  process.exit(run.status ?? 1)
}
if (readFileSync(file, 'utf8') !== before) {
  console.error(
    `${file} is not what the Payload config generates: it has been regenerated; commit it (git diff ${file}).`,
  )
  process.exit(1)
}
console.log(`${file} is what the Payload config generates.`)
