// The wall time of every phase of a test run, so that each run shows where its time went
// (CONTRIBUTING.md, "The CI budget"). Each runner appends its phases to one file; `npm test` prints
// them as a table at the end.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'

const file = 'test-results/phases.jsonl'

/** A clock from now: `seconds()` since then. */
export function clock() {
  const started = Date.now()
  return () => (Date.now() - started) / 1000
}

/** Records one phase: its label, its seconds and how it ended (`passed`, `failed`, `not run: …`). */
export function recordPhase(label, seconds, outcome) {
  mkdirSync('test-results', { recursive: true })
  appendFileSync(file, `${JSON.stringify({ label, seconds, outcome })}\n`)
}

function minutes(seconds) {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The table of every phase recorded in this run, with the total wall time. */
export function phaseTable(totalSeconds) {
  const rows = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : []
  const width = Math.max('Total (wall)'.length, ...rows.map((row) => row.label.length))
  const lines = rows.map(
    (row) => `${row.label.padEnd(width)}  ${minutes(row.seconds).padStart(6)}  ${row.outcome}`,
  )
  return [
    `${'Phase'.padEnd(width)}  ${'m:ss'.padStart(6)}  outcome`,
    ...lines,
    `${'Total (wall)'.padEnd(width)}  ${minutes(totalSeconds).padStart(6)}`,
  ].join('\n')
}
