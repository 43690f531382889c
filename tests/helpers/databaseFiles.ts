import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * How many times each text occurs, in any case, in the raw bytes of the test file's SQLite
 * database: the file, with its free pages and the free space inside pages, its write-ahead log
 * and the log's index.
 */
export async function inDatabaseFiles(texts: string[]): Promise<Record<string, number>> {
  const file = process.env.DATABASE_URL!.replace(/^file:/, '')
  const folder = path.dirname(file)
  const names = (await readdir(folder)).filter((name) => name.startsWith(path.basename(file)))
  // In WAL mode the log is there as long as a connection is open: a search that missed it proves nothing.
  expect(names).toEqual(expect.arrayContaining([path.basename(file), `${path.basename(file)}-wal`]))
  let bytes = ''
  for (const name of names)
    bytes += (await readFile(path.join(folder, name))).toString('latin1').toLowerCase()
  return Object.fromEntries(texts.map((text) => [text, bytes.split(text.toLowerCase()).length - 1]))
}

/** How many times PostgreSQL has vacuumed each table on request (autovacuum counts apart). */
export async function vacuumCounts(
  payload: Payload,
  tables: string[],
): Promise<Record<string, number>> {
  const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query<{
    relname: string
    vacuum_count: string
  }>('SELECT relname, vacuum_count FROM pg_stat_user_tables WHERE relname = ANY($1)', [tables])
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.vacuum_count)]))
}
