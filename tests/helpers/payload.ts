import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations } from '@/migrations/sqlite'
import { seed } from '@/seed'

/** Payload on the test file's throwaway database, migrated like production (no schema push). */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  // The migration list is passed in: Payload's own loader cannot import .ts files under vitest.
  await payload.db.migrate({ migrations })
  return payload
}

export async function seededPayload(): Promise<Payload> {
  const payload = await migratedPayload()
  await seed(payload)
  return payload
}
