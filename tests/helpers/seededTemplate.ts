import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { inject } from 'vitest'

import { freshDatabase } from '../../scripts/services.mjs'
import { templateDatabaseName } from './seededTemplateFolder'

/**
 * The seeded database of one test run, copied for every test file that needs the seed: seeding
 * took about 40 s a file, a copy well under one. The first file that asks makes it with Payload's
 * CLI, as `npm start` seeds; the others wait until it is there.
 */
const WAIT_MS = 5 * 60_000

/** Makes the template, or waits for the file that makes it; throws with its error if that failed. */
async function templateReady(folder: string, postgresUrl: string | undefined): Promise<void> {
  const done = path.join(folder, '.seed-done')
  const failed = `${folder}.failed`
  let making = false
  try {
    mkdirSync(`${folder}.lock`)
    making = true
  } catch {
    // Another test file is making it.
  }
  if (making) {
    try {
      const url = postgresUrl
        ? await freshDatabase(postgresUrl, templateDatabaseName(folder))
        : `file:${path.join(folder, 'test.db')}`
      // In a process of its own: a test worker that waits synchronously misses vitest's calls.
      await promisify(execFile)(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { seedTemplate } from './scripts/payloadCli.mjs'
           seedTemplate(${JSON.stringify(url)}, ${JSON.stringify(folder)})`,
        ],
        { env: { ...process.env, NODE_OPTIONS: '--no-deprecation' }, maxBuffer: 64 * 1024 * 1024 },
      )
    } catch (error) {
      writeFileSync(failed, String(error))
      throw error
    }
    return
  }
  const deadline = Date.now() + WAIT_MS
  while (!existsSync(done)) {
    if (existsSync(failed))
      throw new Error(`seeding the template failed: ${readFileSync(failed, 'utf8')}`)
    if (Date.now() > deadline) throw new Error(`no seeded template in ${folder} after 5 min`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Gives this test file's database (DATABASE_URL) and data folder (DATA_DIR) the run's seeded
 * content, before Payload first connects to them.
 */
export async function copySeededTemplate(): Promise<void> {
  const folder = inject('seededTemplateFolder')
  const postgresUrl = process.env.TEST_POSTGRES_URL || undefined
  await templateReady(folder, postgresUrl)
  // The uploads, and on SQLite the database file (the test file's is named test.db too).
  cpSync(folder, process.env.DATA_DIR!, { recursive: true })
  if (!postgresUrl) return
  const name = new URL(process.env.DATABASE_URL!).pathname.slice(1)
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(folder)}`)
  await admin.end()
}
