import { type Client, createClient, type Transaction, type TransactionMode } from '@libsql/client'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import Database from 'libsql'
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
export function sqliteClient(url: string, pragmas: readonly string[]): Client {
  const client = createClient({ url })
  const file = /^file:([^?#]+)$/.exec(url)?.[1]
  if (!file || file.includes(':memory:')) return client

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
    for (const end of ['commit', 'rollback'] as const) {
      const run = transaction[end].bind(transaction)
      transaction[end] = async () => {
        try {
          await run()
        } finally {
          giveBack()
        }
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
  const execute = client.execute.bind(client)
  const settings = (async () => {
    for (const pragma of pragmas) await execute(pragma)
  })()
  // A failure fails every statement of this client: Payload's first, at start, stops the start
  // with it. Nobody may be waiting yet.
  settings.catch(() => {})
  takingTurns(client, settings)
  const closeClient = client.close.bind(client)
  client.close = () => {
    for (const connection of idle.splice(0)) connection.close()
    closeClient()
  }
  return client
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
