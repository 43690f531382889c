import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { vi } from 'vitest'

// A throwaway SQLite file per test file, set before the Payload config is first imported.
const dir = mkdtempSync(path.join(tmpdir(), 'rafeef-int-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
process.env.DATA_DIR = dir
process.env.PAYLOAD_SECRET = 'integration-test-secret'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.ADMIN_PASSWORD = 'integration-test-password'

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
