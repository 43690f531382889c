import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, vi } from 'vitest'

// A throwaway SQLite file per test file, set before the Payload config is first imported.
const dir = mkdtempSync(path.join(tmpdir(), 'rafeef-int-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`

// With TEST_POSTGRES_URL the same tests run on PostgreSQL, in a new database per test file.
const postgresUrl = process.env.TEST_POSTGRES_URL
if (postgresUrl) {
  const name = `rafeef_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
}
// Each test file's files and SQLite database: about 9 MB, a gigabyte over the whole suite. It runs
// after the test file's own hooks (they run in reverse order), which close its database.
afterAll(() => rmSync(dir, { recursive: true, force: true }))
process.env.DATA_DIR = dir
process.env.PAYLOAD_SECRET = 'integration-test-secret'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.ADMIN_PASSWORD = 'integration-test-password'
// The handlers' tests send far more forms from one address than a visitor may; the limit itself
// is tested in rate-limit.int.test.ts, which sets its own.
process.env.RATE_LIMIT_SUBMISSIONS ??= '100000'
process.env.RATE_LIMIT_LOOKUPS ??= '100000'

// Next's cache APIs only work inside a Next render; here they record what would be expired
// (read it with expiredTags() from ./cache).
vi.mock('next/cache', async () => {
  const { recordExpiredTag } = await import('./cache')
  return {
    cacheLife: () => undefined,
    cacheTag: () => undefined,
    revalidateTag: recordExpiredTag,
  }
})
