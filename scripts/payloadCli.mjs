// Payload's CLI steps (migrate, seed) as the start and test scripts run them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Each step as the Payload CLI runs it in a checkout. */
const CLI_ARGS = { migrate: ['migrate'], seed: ['run', 'src/seed/run.ts'] }

/**
 * Runs a step (`migrate` or `seed`) and returns its output; throws unless it exits 0 and
 * `finished(stdout)`. In a checkout that is `payload <args>`; where PAYLOAD_TASKS names a folder
 * of the steps bundled (the container image, which carries no Payload CLI: scripts/imageTree.mjs),
 * its `<step>.mjs`. They run with the `production` export condition: under Node 20 the `node`
 * builds of Lexical (which the CMS config imports) load through top-level awaits that now and then
 * never settle, and the process ended silently (exit 0 or 13) before migrating or seeding. The
 * production builds have no top-level await. A step counts as done only when it says so.
 */
export function runStep(step, finished, env = process.env) {
  const bundles = env.PAYLOAD_TASKS
  const [command, args] = bundles
    ? [process.execPath, [path.join(bundles, `${step}.mjs`)]]
    : ['npx', ['payload', ...CLI_ARGS[step]]]
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: {
      ...env,
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --no-deprecation --conditions=production`.trim(),
    },
  })
  process.stdout.write(result.stdout ?? '')
  process.stderr.write(result.stderr ?? '')
  if (result.status !== 0 || !finished(result.stdout ?? '')) {
    throw new Error(`${step} failed (exit ${result.status ?? result.signal})`)
  }
  return result.stdout
}

export const migrated = (out) => /Done\./.test(out)

/** Migrates and seeds a fresh data folder and its database (a template that tests and benches copy). */
export function seedTemplate(databaseUrl, dataDir, env = process.env) {
  const withData = { ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_IF_EMPTY: '1' }
  runStep('migrate', migrated, withData)
  runStep('seed', () => existsSync(path.join(dataDir, '.seed-done')), withData)
}
