import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * The adapter under `payload.db`, as its own package types it, for code that reaches below Payload
 * (a pool's query, the SQLite client, Drizzle's tables and sessions). Payload types `payload.db`
 * as `DatabaseAdapter`, which each adapter package widens with members of its own, and not with
 * their real types (the SQLite one claims `client` is the client's settings): with both packages
 * installed it claims a pool and a client at once. So this is the one place that casts it, after
 * the adapter's name has said which it is (tests/int/database-writes.int.test.ts and the
 * PostgreSQL run of the integration tests use both).
 */
export type SqlAdapter = PostgresAdapter | SQLiteAdapter

/** The PostgreSQL adapter, or null on SQLite. */
export const postgresOf = (payload: Payload): PostgresAdapter | null =>
  payload.db.name === 'postgres' ? (payload.db as unknown as PostgresAdapter) : null

/** The SQLite adapter, or null on PostgreSQL. */
export const sqliteOf = (payload: Payload): SQLiteAdapter | null =>
  payload.db.name === 'sqlite' ? (payload.db as unknown as SQLiteAdapter) : null

/** Whichever of the two runs; any other adapter is a mistake of set-up, and throws. */
export function sqlAdapterOf(payload: Payload): SqlAdapter {
  const adapter = postgresOf(payload) ?? sqliteOf(payload)
  if (!adapter) throw new Error(`No SQL database adapter: ${payload.db.name}`)
  return adapter
}
