import { AsyncLocalStorage } from 'node:async_hooks'

import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { CommitFailedError } from './errors'
import { type Release, WriteQueue } from './writeQueue'

type TransactionID = number | string
type Session = { db: unknown }
type DrizzleLike = {
  transaction: (callback: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>
}
type Adapter = BaseDatabaseAdapter & { drizzle?: DrizzleLike }

/**
 * Adapter methods that write outside a transaction when no transaction is passed in: every write
 * method of Payload's drizzle adapters (`tests/unit/upstream.test.ts` fails when they change).
 */
export const writeMethods = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

/**
 * Runs work that writes outside Payload's methods (the planner statistics) in a write's turn. Kept
 * on the adapter under a global symbol: the app's routes and its start-up code are bundled apart,
 * each with its own copy of this module, and share only the Payload instance.
 */
const WRITE_TURN = Symbol.for('rafeef.writeTurn')

export type WriteTurn = <T>(work: () => Promise<T>) => Promise<T>

/**
 * The adapter's write turn: on SQLite the work waits for the writes before it and holds the later
 * ones off until it ends; elsewhere it runs at once.
 */
export function writeTurnOf(adapter: object): WriteTurn {
  return (adapter as { [WRITE_TURN]?: WriteTurn })[WRITE_TURN] ?? atOnce
}

/** The turn where writes need none: the work runs at once. */
export const atOnce: WriteTurn = (work) => work()

/** Longer than any write of this site takes (a page with all its blocks and versions: well under 1 s). */
const TRANSACTION_MAX_MS = 60_000

export type ReliableWritesOptions = {
  /**
   * SQLite: one write at a time in this process (see WriteQueue), waiting at most this long for a
   * turn. Unset for PostgreSQL, which has its own row locks.
   */
  serializeWritesMs?: number
}

/**
 * Wraps a Payload database adapter so that a write is either stored or reported as failed:
 *
 * - A transaction whose COMMIT fails rejects `commitTransaction`. Payload's drizzle adapters
 *   swallow that error (beginTransaction ends its drizzle transaction with `.catch()`, and
 *   commitTransaction catches what is left), so the operation returned as if stored: the cause
 *   of acknowledged submissions without a row. Upstream: payloadcms/payload#17726 (open).
 * - On SQLite every write, in a transaction or not, takes its turn in one in-process queue.
 */
export function withReliableWrites(
  adapter: DatabaseAdapterObj,
  options: ReliableWritesOptions,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => makeReliable(adapter.init(args) as Adapter, options),
  }
}

function makeReliable(adapter: Adapter, { serializeWritesMs }: ReliableWritesOptions): Adapter {
  const queue = serializeWritesMs ? new WriteQueue(serializeWritesMs) : null
  const releases = new Map<TransactionID, Release>()
  const outcomes = new WeakMap<object, Promise<unknown>>()
  const tracked = new WeakSet<object>()
  // Set while a write outside any transaction holds the queue, so the adapter's own nested calls
  // (an upsert that updates) do not wait for themselves.
  const holdingQueue = new AsyncLocalStorage<true>()

  /** Remembers, per drizzle transaction, the promise that settles with its COMMIT. */
  function trackCommitOutcomes(drizzle: DrizzleLike | undefined) {
    if (!drizzle || tracked.has(drizzle)) return
    tracked.add(drizzle)
    const transaction = drizzle.transaction.bind(drizzle)
    drizzle.transaction = (callback, config) => {
      let settle!: { resolve: (value: unknown) => void; reject: (reason: unknown) => void }
      const outcome = new Promise<unknown>((resolve, reject) => {
        settle = { resolve, reject }
      })
      // Observed in commitTransaction; a rolled-back transaction's rejection is expected.
      outcome.catch(() => undefined)
      const run = transaction(async (tx) => {
        if (tx && typeof tx === 'object') outcomes.set(tx, outcome)
        return callback(tx)
      }, config)
      run.then(settle.resolve, settle.reject)
      return run
    }
  }

  const sessionOf = (id: TransactionID): Session | undefined =>
    (adapter.sessions as Record<string, Session> | undefined)?.[String(id)]

  const rollback = adapter.rollbackTransaction.bind(adapter)
  const begin = adapter.beginTransaction.bind(adapter)
  adapter.beginTransaction = async (beginOptions) => {
    const release = queue ? await queue.acquire() : undefined
    try {
      trackCommitOutcomes(adapter.drizzle)
      const id = await begin(beginOptions)
      if (id !== null && release) {
        // A transaction nobody ends would hold every later write in the queue for good: after
        // TRANSACTION_MAX_MS it is rolled back and the queue moves on.
        const watchdog = setTimeout(() => {
          adapter.payload.logger.error(
            `Transaction ${id} was still open after ${TRANSACTION_MAX_MS} ms: rolled back`,
          )
          void rollback(id).finally(() => finish(id))
        }, TRANSACTION_MAX_MS)
        watchdog.unref()
        releases.set(id, () => {
          clearTimeout(watchdog)
          release()
        })
      } else release?.()
      return id
    } catch (error) {
      release?.()
      throw error
    }
  }

  const finish = (id: TransactionID) => {
    releases.get(id)?.()
    releases.delete(id)
  }

  const commit = adapter.commitTransaction.bind(adapter)
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    const session = sessionOf(id)
    const outcome =
      session?.db && typeof session.db === 'object' ? outcomes.get(session.db) : undefined
    try {
      await commit(id)
      if (outcome)
        await outcome.catch((cause: unknown) => Promise.reject(new CommitFailedError(cause)))
    } finally {
      finish(id)
    }
  }

  adapter.rollbackTransaction = async (incoming) => {
    const id = await incoming
    try {
      await rollback(id)
    } finally {
      finish(id)
    }
  }

  if (queue) {
    const inTurn: WriteTurn = async (work) => {
      // Work already holding the queue would otherwise wait for itself.
      if (holdingQueue.getStore()) return work()
      const release = await queue.acquire()
      try {
        return await holdingQueue.run(true, work)
      } finally {
        release()
      }
    }
    Object.assign(adapter, { [WRITE_TURN]: inTurn })
    for (const method of writeMethods) {
      const write = (
        adapter[method] as (args: { req?: { transactionID?: unknown } }) => Promise<unknown>
      ).bind(adapter)
      Object.assign(adapter, {
        [method]: async (args: { req?: { transactionID?: unknown } }) => {
          const id = await args?.req?.transactionID
          const inTransaction = (typeof id === 'string' || typeof id === 'number') && sessionOf(id)
          // Inside a transaction the queue is already held for it (beginTransaction).
          return inTransaction ? write(args) : inTurn(() => write(args))
        },
      })
    }
  }
  return adapter
}
