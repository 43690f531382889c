// Payload's CLI steps (migrate, seed) as the start and test scripts run them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Runs `payload <args>` and returns its output; throws unless it exits 0 and `finished(stdout)`.
 * They run with the `production` export condition: under Node 20 the `node` builds of Lexical
 * (which the CMS config imports) load through top-level awaits that now and then never settle,
 * and the process ended silently (exit 0 or 13) before migrating or seeding. The production builds
 * have no top-level await. A step counts as done only when it says so.
 */
export function runPayload(args, finished, env = process.env) {
  const result = spawnSync('npx', ['payload', ...args], {
    encoding: 'utf8',
    env: {
      ...env,
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --no-deprecation --conditions=production`.trim(),
    },
  })
  process.stdout.write(result.stdout ?? '')
  process.stderr.write(result.stderr ?? '')
  if (result.status !== 0 || !finished(result.stdout ?? '')) {
    throw new Error(`payload ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
  }
  return result.stdout
}

export const migrated = (out) => /Done\./.test(out)

/** Migrates and seeds a fresh data folder and its database (a template that tests and benches copy). */
export function seedTemplate(databaseUrl, dataDir, env = process.env) {
  const withData = { ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_IF_EMPTY: '1' }
  runPayload(['migrate'], migrated, withData)
  runPayload(
    ['run', 'src/seed/run.ts'],
    () => existsSync(path.join(dataDir, '.seed-done')),
    withData,
  )
}
