import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj, Payload } from 'payload'

const SQLITE_BUSY_TIMEOUT_MS = 5000

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/** The SQLite file used when DATABASE_URL is not set; `next dev` keeps its own (schema push). */
export function defaultSqliteUrl(): string {
  const dir = process.env.DATA_DIR ?? 'data'
  const file = process.env.NODE_ENV === 'development' ? 'dev.db' : 'site.db'
  return `file:${path.join(dir, file)}`
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URL is a postgres:// URL. Each adapter has its own
 * migration folder because SQL generated for one does not apply to the other. Schema push is for
 * `next dev` only; everywhere else the committed migrations are the schema.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const url = process.env.DATABASE_URL || defaultSqliteUrl()
  const push = process.env.NODE_ENV === 'development'
  if (/^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push,
    })
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
    // A writer waits for a lock instead of failing a visitor's submission at once.
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // Every write (a document with its blocks, arrays and versions) commits whole or not at all.
    transactionOptions: {},
    // WAL lets readers go on while one writer writes; FULL syncs every commit so accepted data
    // survives a power loss.
    wal: { synchronous: 'FULL', journalSizeLimit: 64 * 1024 * 1024 },
  })
}

type LibsqlClient = {
  transaction: (mode?: string) => Promise<unknown>
  execute: (sql: string) => Promise<unknown>
}

/**
 * libsql hands the open connection to each transaction and lazily opens a fresh one for what
 * follows; connection settings (busy timeout, synchronous) do not carry over. Re-apply them on
 * the fresh connection at once. `execute` opens it synchronously, before any other query can.
 */
export function keepSqliteSettingsAcrossTransactions(payload: Payload): void {
  const db = payload.db as unknown as { name?: string; client?: LibsqlClient }
  const client = db.client
  if (db.name !== 'sqlite' || !client) return
  const begin = client.transaction.bind(client)
  client.transaction = (mode) => {
    const transaction = begin(mode)
    for (const pragma of [`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`, 'PRAGMA synchronous = FULL']) {
      client.execute(pragma).catch((err: unknown) => payload.logger.error({ err, msg: pragma }))
    }
    return transaction
  }
}
