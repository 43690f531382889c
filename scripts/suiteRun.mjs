// The frame the suites that start their own services share (test:cluster, test:image): a vitest
// project run with a JSON report, its figures file, and one closing line CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

import { recordPhase } from './phases.mjs'

/** A clock from now, as `12 s`; `.seconds()` gives the number. */
export function stopwatch() {
  const started = Date.now()
  const seconds = () => (Date.now() - started) / 1000
  return Object.assign(() => `${seconds().toFixed(0)} s`, { seconds })
}

/**
 * Removes an earlier run's results (test-results/<project>.json and .txt), so that a run that fails
 * before its tests does not report those.
 */
export function clearResults(project) {
  mkdirSync('test-results', { recursive: true })
  for (const ending of ['txt', 'json']) rmSync(`test-results/${project}.${ending}`, { force: true })
}

/** Runs the vitest project with its JSON report in test-results/<project>.json; whether it passed. */
export function runVitestProject(project, env) {
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=test-results/${project}.json`,
    ],
    { stdio: 'inherit', env },
  )
  return result.status === 0
}

/** Prints the project's figures (test-results/<project>.txt) and counts, then exits. */
export function reportAndExit(project, title, elapsed, ok) {
  const report = existsSync(`test-results/${project}.json`)
    ? JSON.parse(readFileSync(`test-results/${project}.json`, 'utf8'))
    : null
  if (existsSync(`test-results/${project}.txt`)) {
    console.log(`\n=== ${title} figures`)
    console.log(readFileSync(`test-results/${project}.txt`, 'utf8').trimEnd())
  }
  console.log(`\n${title} run took ${elapsed()}`)
  recordPhase(`${title}, in all`, elapsed.seconds(), ok ? 'passed' : 'failed')
  console.log(
    `${project}: ${report?.numPassedTests ?? 0} passed, ${report ? report.numFailedTests : 1} failed`,
  )
  process.exit(ok ? 0 : 1)
}
