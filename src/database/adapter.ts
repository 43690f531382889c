import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { settings } from '@/settings.mjs'

import { withReliableWrites } from './reliableWrites'
import { sqliteClient } from './sqliteClient'
import { dialectOf, sqliteFileIn } from './url'

/** How long a connection waits for another process's write lock (a CLI seed, a migration). */
const SQLITE_BUSY_TIMEOUT_MS = 5000
/** The write-ahead log is cut back to this after a checkpoint. */
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024
/** How long a write waits for its turn behind this process's other writes before answering 503. */
const WRITE_QUEUE_WAIT_MS = settings.databaseWriteWaitMs

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * SQLite by default, PostgreSQL when DATABASE_URL is a postgres:// URL. Each adapter has its own
 * migration folder because SQL generated for one does not apply to the other. Schema push is for
 * `next dev` only; everywhere else the committed migrations are the schema.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const url = settings.databaseUrl
  const push = process.env.NODE_ENV === 'development'
  if (dialectOf(url) === 'postgres') {
    return withReliableWrites(
      postgresAdapter({
        pool: { connectionString: url },
        migrationDir: path.join(migrationsRoot, 'postgres'),
        push,
      }),
      {},
    )
  }
  // The folder of the file: a fresh clone has no `data/`, and libsql does not make it (a set
  // PAYLOAD_SECRET skips the secret file that would otherwise have made it first).
  const file = sqliteFileIn(url)
  if (file) mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
    // Every write (a document with its blocks, arrays and versions; a submission with its files)
    // commits whole or not at all. libsql begins each with BEGIN IMMEDIATE: it takes the write lock
    // at once, so a transaction never fails halfway for want of it.
    transactionOptions: {},
  })
  return withReliableWrites(
    {
      ...sqlite,
      // Payload connects with a client it is given, and then applies none of its own `busyTimeout`
      // and `wal` settings (tests/unit/upstream.test.ts): the client runs these on its own
      // connection and on each it opens for transactions. WAL lets readers go on while one writer
      // writes. NORMAL leaves the log's sync out of COMMIT, which ran it on the event loop; the
      // client syncs it in the thread pool before a commit resolves (groupSync in sqliteClient.ts),
      // so accepted data still survives a power loss.
      init: (args) =>
        Object.assign(sqlite.init(args), {
          client: sqliteClient(url, [
            // First, so the settings after it wait for another process's lock too.
            `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
            // Kept in the file once set; a no-op on every later connection.
            'PRAGMA journal_mode = WAL',
            `PRAGMA journal_size_limit = ${JOURNAL_SIZE_LIMIT}`,
            'PRAGMA synchronous = NORMAL',
            // A connection's own setting, not the file's: a deleted row's bytes and every freed
            // page are zeroed, so an erased person cannot be read back from the file's free space.
            'PRAGMA secure_delete = ON',
          ]),
        }),
    },
    { serializeWritesMs: WRITE_QUEUE_WAIT_MS },
  )
}
