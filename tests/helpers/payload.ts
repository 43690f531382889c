import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { copySeededTemplate } from './seededTemplate'

/**
 * Payload calls a migration with its adapter's arguments but types them `unknown`. Declared as
 * methods, whose parameters TypeScript compares both ways, the adapter-typed migrations fit.
 */
type AdapterMigration = {
  name: string
  up(args: unknown): Promise<void>
  down(args: unknown): Promise<void>
}

/** Payload on the test file's throwaway database, migrated like production (no schema push). */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  // The migration list is passed in: Payload's own loader cannot import .ts files under vitest.
  const migrations: AdapterMigration[] =
    payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations })
  return payload
}

/** Payload on a copy of the run's seeded database (tests/helpers/seededTemplate.ts). */
export async function seededPayload(): Promise<Payload> {
  await copySeededTemplate()
  return migratedPayload()
}
