import { setImmediate as nextTurn } from 'node:timers/promises'

import type { Client } from '@libsql/client'
import type { Payload } from 'payload'

import { atOnce, type WriteTurn, writeTurnOf } from './reliableWrites'
import { sqliteOf } from './sqlAdapter'

/** Rows ANALYZE reads per index: SQLite's advice for an approximate, fast analysis. */
const ANALYSIS_LIMIT = 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * SQLite chooses an index from statistics that only ANALYZE gathers; without them it guesses, and
 * at ten years of data it guessed wrong. A claim's tracking lookup (type, ID number, number or
 * reference, newest first) walked every claim by date through `type_createdAt_idx`, because that
 * index spares the sort, instead of the few rows of one ID number: 3.9 s for an old claim instead
 * of under a millisecond.
 *
 * The statistics are gathered on the connection given, which must be the one that serves the
 * reads: a connection loads them with the schema, and another connection's ANALYZE does not reach
 * it. With `analysis_limit` ANALYZE reads at most a thousand rows of each index: 1.1 s on a
 * decade's 2.5 GB file with a cold cache, a few milliseconds on a small site.
 *
 * That connection runs its statements on the event loop, so the tables are analysed one at a time
 * with a turn of the loop between: a request waits for one table's analysis, not the whole file's.
 * ANALYZE writes its results, so each table's runs in a write's turn (`inTurn`, the adapter's write
 * queue): run beside a write transaction that holds the lock across turns, it would wait for it in
 * SQLite's busy handler, which blocks the whole process.
 */
export async function gatherPlannerStatistics(
  client: Client,
  inTurn: WriteTurn = atOnce,
): Promise<void> {
  const { rows } = await client.execute(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  for (const { name } of rows) {
    await nextTurn()
    // The limit with each table: a transaction may have taken the connection the last one ran on.
    const table = String(name).replaceAll('"', '""')
    await inTurn(() =>
      client.executeMultiple(`PRAGMA analysis_limit = ${ANALYSIS_LIMIT}; ANALYZE "${table}";`),
    )
  }
}

/**
 * On SQLite, statistics at start and once a day as the tables grow. PostgreSQL's autovacuum keeps
 * its own. Without them the site is slower, not wrong: a failure is logged, never thrown, and the
 * next day tries again.
 */
export async function keepPlannerStatistics(payload: Payload): Promise<void> {
  const client = sqliteOf(payload)?.client
  if (!client) return
  const gather = () =>
    gatherPlannerStatistics(client, writeTurnOf(payload.db)).catch((err: unknown) =>
      payload.logger.error({ err, msg: 'Gathering the query planner statistics failed' }),
    )
  setInterval(gather, DAY_MS).unref()
  await gather()
}
