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
import { open } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'

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
  const durable = syncLog ?? groupSync(`${file}-wal`)

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
      } finally {
        giveBack()
      }
      await durable()
    }
    const rollback = transaction.rollback.bind(transaction)
    transaction.rollback = async () => {
      try {
        await rollback()
      } finally {
        giveBack()
      }
    }
    const close = transaction.close.bind(transaction)
    transaction.close = () => {
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
  const execute = client.execute.bind(client) as (statement: InStatement) => Promise<ResultSet>
  const batch = client.batch.bind(client) as (statements: InStatement[]) => Promise<ResultSet[]>
  Object.assign(client, {
    execute: async (statement: InStatement) => {
      const result = await execute(statement)
      if (mayWrite(statement)) await durable()
      return result
    },
    batch: async (statements: InStatement[]) => {
      const results = await batch(statements)
      if (statements.some(mayWrite)) await durable()
      return results
    },
  })
  const closeClient = client.close.bind(client)
  client.close = () => {
    for (const connection of idle.splice(0)) connection.close()
    closeClient()
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
 * COMMIT only writes, and a commit resolves once this sync has run, so an acknowledged write is on
 * disk as before. Commits that arrive while a sync runs share the next one: a sync that began
 * before a commit wrote may not hold it. A log that is not there (never made, or folded back into
 * the database file and removed) holds nothing to sync.
 */
export function groupSync(file: string): () => Promise<void> {
  let running: Promise<void> | null = null
  let next: Promise<void> | null = null
  // The log's folder is synced too, once for each log file: a log made since the last start is
  // found after a power loss only if its name is on disk.
  let namedOnDisk: number | undefined
  const syncLog = async () => {
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
    if (!handle) return
    try {
      await handle.sync()
      const { ino } = await handle.stat()
      if (ino === namedOnDisk) return
      const folder = await open(path.dirname(file), 'r')
      try {
        await folder.sync()
      } finally {
        await folder.close()
      }
      namedOnDisk = ino
    } finally {
      await handle.close()
    }
  }
  const syncNow = (): Promise<void> => {
    running = syncLog().finally(() => {
      running = null
    })
    return running
  }
  return () => {
    if (!running) return syncNow()
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null
        return syncNow()
      })
    return next
  }
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
