import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seed } from '@/seed'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/** Payload on the test file's throwaway database, migrated like production (no schema push). */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  // The migration list is passed in: Payload's own loader cannot import .ts files under vitest.
  // Its `up(args: unknown)` type does not accept the adapter-typed functions it calls, hence the cast.
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  return payload
}

export async function seededPayload(): Promise<Payload> {
  const payload = await migratedPayload()
  await seed(payload)
  return payload
}
