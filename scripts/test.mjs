#!/usr/bin/env node
// Every check the project has, in order: lint, types, unit + integration tests, end-to-end tests
// against the production build. Ends with one plain line of totals.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const env = { ...process.env, NODE_OPTIONS: '--no-deprecation' }
let passed = 0
let failed = 0
let broken = false

function step(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`=== ${label} failed (exit ${result.status ?? result.signal})`)
    broken = true
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

function countVitest(file) {
  const report = readJson(file)
  if (!report) return
  passed += report.numPassedTests
  failed += report.numFailedTests
}

rmSync('test-results', { recursive: true, force: true })
step('ESLint', 'npx', ['eslint', '.', '--max-warnings=0'])
step('TypeScript', 'npx', ['tsc', '--noEmit'])

step('Unit and integration tests (vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json',
])
countVitest('test-results/vitest.json')

// The same integration tests on PostgreSQL, when a server is given (CI installs one).
if (process.env.TEST_POSTGRES_URL) {
  step('Integration tests on PostgreSQL (vitest)', 'npx', [
    'vitest', 'run', '--project', 'int', '--reporter=default', '--reporter=json',
    '--outputFile=test-results/vitest-postgres.json',
  ])
  countVitest('test-results/vitest-postgres.json')
}

// The end-to-end server migrates and seeds its own throwaway database.
rmSync('data/e2e', { recursive: true, force: true })
step('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'])
const e2e = readJson('test-results/e2e.json')
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(broken || failed > 0 ? 1 : 0)
