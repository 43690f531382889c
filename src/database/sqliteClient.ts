import {
  type Client,
  createClient,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import Database from 'libsql'
import { type FileHandle, open, realpath } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'

import { serverLogger } from '@/server/logger.mjs'

/** Idle connections kept for the next transaction; writes take turns, so one is almost always enough. */
const IDLE_CONNECTIONS = 2

const begin = {
  write: 'BEGIN IMMEDIATE',
  deferred: 'BEGIN DEFERRED',
  read: 'BEGIN TRANSACTION READONLY',
} as const

/**
 * A libsql client for a local SQLite file whose transactions reuse their connections.
 *
 * `@libsql/client` hands its one connection to each transaction and opens a new one for the next
 * statement (tursodatabase/libsql-client-ts#105), and it never closes the connection a finished
 * transaction held. A new connection parses the whole schema again on its first statement, with
 * an empty page cache: about half the time of a form post went there, synchronously, on the event
 * loop that serves every other request. Here a transaction takes an idle connection (opened once,
 * with `pragmas`), and gives it back when it has committed or rolled back; the client's own
 * connection stays with the reads, and runs the same `pragmas` before its first statement (Payload
 * applies its `wal` and `busyTimeout` settings only to a client it creates itself). Anything but a
 * plain file URL gets the library's client.
 */
export function sqliteClient(
  url: string,
  pragmas: readonly string[],
  { syncLog }: { syncLog?: () => Promise<void> } = {},
): Client {
  const client = createClient({ url })
  const file = /^file:([^?#]+)$/.exec(url)?.[1]
  if (!file || file.includes(':memory:')) return client
  const logSync = syncLog ? { sync: syncLog, close: async () => {} } : groupSync(file)
  const durable = logSync.sync

  const idle: Database.Database[] = []
  const open = () => {
    const connection = new Database(file)
    for (const pragma of pragmas) connection.exec(pragma)
    return connection
  }

  client.transaction = async (mode: TransactionMode = 'write'): Promise<Transaction> => {
    const connection = idle.pop() ?? open()
    try {
      connection.exec(begin[mode])
    } catch (error) {
      idle.push(connection)
      throw error
    }
    const transaction = takingTurns(new Sqlite3Transaction(connection, 'number'))
    // Once committed the connection may already serve another transaction: a rollback or close
    // that comes after (drizzle rolls back when the commit's sync fails) must not touch it.
    let committed = false
    let returned = false
    const giveBack = () => {
      if (returned || connection.inTransaction) return
      returned = true
      if (idle.length < IDLE_CONNECTIONS) idle.push(connection)
      else connection.close()
    }
    const commit = transaction.commit.bind(transaction)
    transaction.commit = async () => {
      try {
        await commit()
        committed = true
      } finally {
        giveBack()
      }
      await durable()
    }
    const rollback = transaction.rollback.bind(transaction)
    transaction.rollback = async () => {
      if (committed) return
      try {
        await rollback()
      } finally {
        giveBack()
      }
    }
    const close = transaction.close.bind(transaction)
    transaction.close = () => {
      if (committed) return
      close()
      giveBack()
    }
    return transaction
  }

  // The library's own execute: the wrapped one below waits for these settings.
  const runSetting = client.execute.bind(client)
  const settings = (async () => {
    for (const pragma of pragmas) await runSetting(pragma)
  })()
  // A failure fails every statement of this client: Payload's first, at start, stops the start
  // with it. Nobody may be waiting yet.
  settings.catch(() => {})
  takingTurns(client, settings)
  // A statement outside a transaction commits by itself: one that may write is on disk before it
  // resolves too (by its text: an INSERT … RETURNING reports no changed rows). A batch runs in a
  // transaction of its own.
  const execute = client.execute.bind(client) as (
    statement: InStatement,
    ...rest: unknown[]
  ) => Promise<ResultSet>
  const batch = client.batch.bind(client) as (
    statements: InStatement[],
    ...rest: unknown[]
  ) => Promise<ResultSet[]>
  Object.assign(client, {
    execute: async (statement: InStatement, ...rest: unknown[]) => {
      const result = await execute(statement, ...rest)
      if (mayWrite(statement)) await durable()
      return result
    },
    batch: async (statements: InStatement[], ...rest: unknown[]) => {
      const results = await batch(statements, ...rest)
      if (statements.some(mayWrite)) await durable()
      return results
    },
  })
  const closeClient = client.close.bind(client)
  client.close = () => {
    for (const connection of idle.splice(0)) connection.close()
    closeClient()
    void logSync.close()
  }
  return client
}

/** Statements that only read (a query, a setting read back); anything else may write. */
const READS = /^\s*(?:SELECT|EXPLAIN)\b|^\s*PRAGMA\s+\w+\s*;?\s*$/i
const mayWrite = (statement: InStatement) =>
  !READS.test(typeof statement === 'string' ? statement : statement.sql)

/**
 * Makes what committed before the call durable: an fsync of the write-ahead log in libuv's thread
 * pool, so the event loop goes on serving meanwhile. With `synchronous = FULL` SQLite syncs the
 * log inside COMMIT, on the event loop: a disk slow to sync (a shared virtual disk took 100–250 ms
 * now and then) held every visitor's page and every refusal that long. Under `synchronous = NORMAL`
 * COMMIT writes the log without syncing it (checkpoints, about every thousand pages, and the first
 * commit after the log restarts still sync on the loop), and a commit resolves once this sync has
 * run, so an acknowledged write is on disk as before. Between COMMIT and the sync other readers
 * already see the write.
 *
 * The log is opened once, by the database file's real path (SQLite puts it beside the file a link
 * points to), and kept open: it lives as long as any connection does. No log file means the
 * database is not in WAL mode, where COMMIT syncs by itself. A failed sync leaves nothing
 * acknowledged behind it: `onFailure` is told (the server stops, as PostgreSQL does, and SQLite
 * recovers the log at the next start) and every later sync fails too.
 */
export function groupSync(
  databaseFile: string,
  onFailure: (error: unknown) => void = stopOnFailedSync,
): { sync: () => Promise<void>; close: () => Promise<void> } {
  let log: FileHandle | null = null
  let failed: { error: unknown } | null = null
  const openLog = async () => {
    const file = `${await realpath(databaseFile)}-wal`
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? null : Promise.reject(error),
    )
    // A new log is found after a power loss only if its name is on disk. SQLite ignores a folder
    // that cannot be synced (some file systems refuse), and so does this.
    if (handle) await syncFolder(path.dirname(file)).catch(() => undefined)
    return handle
  }
  const syncLog = async () => {
    if (failed) throw failed.error
    try {
      log ??= await openLog()
      await log?.sync()
    } catch (error) {
      failed = { error }
      onFailure(error)
      throw error
    }
  }
  let running: Promise<void> | null = null
  let next: Promise<void> | null = null
  const syncNow = (): Promise<void> => {
    const current = syncLog().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }
  return {
    // A sync that began before the caller's commit wrote may not hold it: callers that arrive
    // while one runs share the next.
    sync: () => {
      if (!running) return syncNow()
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = null
          return syncNow()
        })
      return next
    },
    close: async () => {
      await log?.close()
      log = null
    },
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

function stopOnFailedSync(error: unknown): void {
  serverLogger().fatal(
    { err: error },
    'The database log could not be synced to disk: stopping, so that nothing unsynced is acknowledged',
  )
  process.exit(1)
}

/**
 * libsql runs each statement synchronously and resolves at once, so a whole write (dozens of
 * statements, tens of milliseconds) ran as one chain of microtasks: no timer or socket was served
 * until it ended. Each statement now waits for the next turn of the event loop first, so cached
 * pages and refusals are answered between a write's statements.
 */
function takingTurns<T extends Pick<Client, 'execute' | 'batch'>>(
  target: T,
  ready: Promise<void> = Promise.resolve(),
): T {
  const execute = target.execute.bind(target) as (...args: unknown[]) => ReturnType<T['execute']>
  const batch = target.batch.bind(target) as (...args: unknown[]) => ReturnType<T['batch']>
  Object.assign(target, {
    execute: async (...args: unknown[]) => {
      await ready
      await nextTurn()
      return execute(...args)
    },
    batch: async (...args: unknown[]) => {
      await ready
      await nextTurn()
      return batch(...args)
    },
  })
  return target
}
