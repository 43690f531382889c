import { setTimeout as sleep } from 'node:timers/promises'

import Database from 'libsql'
import type { CollectionSlug, Payload } from 'payload'

import { settings } from '@/settings.mjs'

import { writeTurnOf } from './reliableWrites'
import { postgresOf, sqlAdapterOf } from './sqlAdapter'
import { dialectOf, sqliteFileIn } from './url'

/** Checkpoints tried before a busy log is reported; each waits this long after the one before. */
const CHECKPOINT_ATTEMPTS = 5
const CHECKPOINT_RETRY_MS = 200

export type TracesResult =
  /** Nothing deleted is left where the database keeps old copies (the log, dead rows). */
  | { cleared: true }
  /** A reader or another process's writer kept the log: its old pages stay until a later try. */
  | { cleared: false; reason: string }

/**
 * After deletions of a person's data have committed, removes the copies the database still holds.
 *
 * SQLite: every connection runs with `secure_delete`, so a deleted row's bytes are zeroed in the
 * database file; the write-ahead log still holds each page as it was written, the person's rows
 * included, until the log is written over. A TRUNCATE checkpoint copies the log into the file and
 * empties it. It needs every reader to be on the latest snapshot, so it runs in a write's turn (no
 * write of this process is open), on a connection of its own that does not wait: SQLite's busy
 * handler would hold the whole event loop. A reader that stays (a backup from another process) makes
 * it busy; it is tried again a few times, each in a turn of its own, and then reported.
 *
 * PostgreSQL: a deleted row stays in its page, readable, until VACUUM reclaims it; VACUUM cannot run
 * in a transaction, so it runs here, after the commit, on the tables of `collections` (with their
 * arrays, relations and locales). It leaves what it freed in the pages' free space until new rows
 * overwrite it (docs/decisions/071-erased-data-leaves-no-copy-in-the-database-s-files.md, "Erased data leaves no copy in the database's files").
 */
export async function clearDeletedTraces(
  payload: Payload,
  collections: readonly CollectionSlug[],
): Promise<TracesResult> {
  if (dialectOf(settings.databaseUrl) === 'postgres') {
    const tables = tablesOf(payload, collections)
    const pool = postgresOf(payload)?.pool
    if (pool && tables.length > 0)
      await pool.query(
        `VACUUM ${tables.map((table) => `"${table.replaceAll('"', '""')}"`).join(', ')}`,
      )
    return { cleared: true }
  }
  const file = sqliteFileIn(settings.databaseUrl)
  if (!file || file.includes(':memory:')) return { cleared: true }
  const inTurn = writeTurnOf(payload.db)
  let busy = ''
  for (let attempt = 1; attempt <= CHECKPOINT_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await sleep(CHECKPOINT_RETRY_MS)
    busy = await inTurn(async () => truncateLog(file))
    if (!busy) return { cleared: true }
  }
  return { cleared: false, reason: busy }
}

/** Empties the write-ahead log into the file; '' when done, else why not. */
function truncateLog(file: string): string {
  const connection = new Database(file)
  try {
    connection.exec('PRAGMA busy_timeout = 0')
    const result = connection.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as {
      busy: number
      log: number
      checkpointed: number
    }
    return result.busy
      ? `the log was in use (${result.checkpointed} of ${result.log} pages copied)`
      : ''
  } catch (error) {
    // SQLITE_BUSY itself: another process held the lock the checkpoint needs.
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return 'the database was locked'
    throw error
  } finally {
    connection.close()
  }
}

/** The tables of the collections: each one's own and those named after it. */
function tablesOf(payload: Payload, collections: readonly CollectionSlug[]): string[] {
  const adapter = sqlAdapterOf(payload)
  // Payload keys the map by the slug in snake case; this site's slugs are words joined by hyphens.
  const roots = collections.map((slug) => {
    const key = slug.replaceAll('-', '_')
    return adapter.tableNameMap.get(key) ?? key
  })
  return Object.keys(adapter.tables).filter((table) =>
    roots.some((root) => table === root || table.startsWith(`${root}_`)),
  )
}

/**
 * Clears the traces and logs what could not be cleared: a deletion that committed is not undone
 * for it, and the next erasure or nightly retention task tries again.
 */
export async function clearDeletedTracesOrLog(
  payload: Payload,
  collections: readonly CollectionSlug[],
): Promise<void> {
  try {
    const result = await clearDeletedTraces(payload, collections)
    if (!result.cleared)
      payload.logger.warn(
        `Deleted personal data is still in the database's write-ahead log: ${result.reason}; the next erasure or retention task tries again`,
      )
  } catch (err) {
    payload.logger.error({ err, msg: 'Clearing the copies of deleted personal data failed' })
  }
}
