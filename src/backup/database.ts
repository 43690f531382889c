import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFile, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'

import { dialectOf, sqliteFileIn, type Dialect } from '@/database/url'

import type { TableSum } from './manifest'

/** The file a `file:` URL names. */
function sqliteFileOf(url: string): string {
  const file = sqliteFileIn(url)
  if (!file) throw new Error(`DATABASE_URL ${url} names neither a SQLite file nor PostgreSQL.`)
  return path.resolve(file)
}

/** The name a backup gives its copy of the database. */
export const databaseFileName = (dialect: Dialect) =>
  dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Values as JSON, with what JSON has no form for (blobs, big integers) spelled out. */
const rowText = (row: unknown[]) =>
  JSON.stringify(row, (_key, value: unknown) =>
    typeof value === 'bigint'
      ? value.toString()
      : value instanceof Uint8Array
        ? Buffer.from(value).toString('hex')
        : value,
  )

/** Hashes rows as they come, so a table of a million rows is never held at once. */
class RowHash {
  private readonly hash = createHash('sha256')
  rows = 0
  add(row: unknown[]) {
    this.hash.update(rowText(row)).update('\n')
    this.rows += 1
  }
  sum(): TableSum {
    return { rows: this.rows, sha256: this.hash.digest('hex') }
  }
}

/**
 * The names of the stored files a snapshot's rows refer to, a page at a time, read from one
 * upload collection's table: its `filename` and the file name of each image size.
 */
export type NamedFiles = (table: string) => AsyncIterable<string[]>

const FILE_NAME_COLUMN = /^(filename|sizes_.+_filename)$/
const NAMES_PER_PAGE = 250

/** The file names in rows of file-name columns, as pages of up to NAMES_PER_PAGE. */
function* namePages(rows: Iterable<unknown[]>): Generator<string[]> {
  let page: string[] = []
  for (const row of rows) {
    for (const value of row) if (typeof value === 'string' && value) page.push(value)
    if (page.length >= NAMES_PER_PAGE) {
      yield page
      page = []
    }
  }
  if (page.length > 0) yield page
}

// SQLite ---------------------------------------------------------------------------------------

function sqliteTableSums(db: Database.Database): Record<string, TableSum> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string }[]
  const sums: Record<string, TableSum> = {}
  for (const { name } of tables) {
    const keys = db
      .prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk')
      .all(name) as { name: string }[]
    // Every table has a key (Payload's all do); sqlite_sequence has none and is small.
    const order = keys.length > 0 ? keys.map((key) => quoted(key.name)).join(', ') : 'rowid'
    const hash = new RowHash()
    const rows = db.prepare(`SELECT * FROM ${quoted(name)} ORDER BY ${order}`).raw(true)
    for (const row of rows.iterate() as IterableIterator<unknown[]>) hash.add(row)
    sums[name] = hash.sum()
  }
  return sums
}

async function* sqliteNamedFiles(db: Database.Database, table: string) {
  const columns = (
    db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]
  )
    .map(({ name }) => name)
    .filter((name) => FILE_NAME_COLUMN.test(name))
  if (columns.length === 0) return
  const rows = db
    .prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)}`)
    .raw(true)
  yield* namePages(rows.iterate() as IterableIterator<unknown[]>)
}

/**
 * A consistent copy of the SQLite database while the site goes on writing: VACUUM INTO reads one
 * snapshot (WAL lets writers go on meanwhile) into a new, compact file. The file names are read
 * from the copy.
 */
async function snapshotSqlite<T>(
  url: string,
  into: string,
  withFiles: (namedFiles: NamedFiles) => Promise<T>,
): Promise<Snapshot<T>> {
  const db = new Database(sqliteFileOf(url), { readonly: true })
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    db.exec(`VACUUM INTO '${into.replaceAll("'", "''")}'`)
  } finally {
    db.close()
  }
  const copy = new Database(into, { readonly: true })
  try {
    const tables = sqliteTableSums(copy)
    return { tables, copied: await withFiles((table) => sqliteNamedFiles(copy, table)) }
  } finally {
    copy.close()
  }
}

// PostgreSQL -----------------------------------------------------------------------------------

/**
 * Runs `work` on a connection of its own, closed afterwards. Every value is read as PostgreSQL's
 * own text, so a hash sees exactly what is stored.
 */
async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    types: { getTypeParser: () => (v: string) => v },
  })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function postgresTableSums(client: pg.Client): Promise<Record<string, TableSum>> {
  const { rows: tables } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const sums: Record<string, TableSum> = {}
  for (const { name } of tables) {
    const { rows: keys } = await client.query<{ name: string }>(
      `SELECT a.attname AS name FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary
        ORDER BY array_position(i.indkey, a.attnum)`,
      [`public.${quoted(name)}`],
    )
    const order = keys.length > 0 ? keys.map((key) => quoted(key.name)).join(', ') : 'ctid'
    const hash = new RowHash()
    // A cursor reads the table a page at a time.
    await client.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT * FROM public.${quoted(name)} ORDER BY ${order}`,
    )
    for (;;) {
      const page = await client.query<unknown[]>({
        text: 'FETCH FORWARD 2000 FROM backup_rows',
        rowMode: 'array',
      })
      for (const row of page.rows) hash.add(row)
      if (page.rows.length < 2000) break
    }
    await client.query('CLOSE backup_rows')
    sums[name] = hash.sum()
  }
  return sums
}

/** Runs a PostgreSQL client program; rejects with what it printed when it fails. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not start (${error.message}): install PostgreSQL's client programs.`,
        ),
      ),
    )
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    )
  })
}

/**
 * Every file name the rows of the snapshot hold, by table: read under the snapshot, then copied
 * from memory, so the snapshot is not held open (keeping the primary's vacuum waiting) for the
 * hours a decade of files takes to copy. Ten years of uploads are some hundred thousand names,
 * tens of megabytes.
 */
async function postgresFileNames(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; column: string }>(
    "SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position",
  )
  const columnsOf = new Map<string, string[]>()
  for (const { table, column } of rows)
    if (FILE_NAME_COLUMN.test(column))
      columnsOf.set(table, [...(columnsOf.get(table) ?? []), column])
  const names = new Map<string, string[]>()
  for (const [table, columns] of columnsOf) {
    const held: string[] = []
    await client.query(
      `DECLARE backup_files NO SCROLL CURSOR FOR SELECT ${columns.map(quoted).join(', ')} FROM public.${quoted(table)}`,
    )
    for (;;) {
      const page = await client.query<unknown[]>({
        text: `FETCH FORWARD 2000 FROM backup_files`,
        rowMode: 'array',
      })
      for (const chunk of namePages(page.rows)) held.push(...chunk)
      if (page.rows.length < 2000) break
    }
    await client.query('CLOSE backup_files')
    names.set(table, held)
  }
  return names
}

/** A table's names, a page at a time. */
async function* pagesOf(names: string[]) {
  for (let start = 0; start < names.length; start += NAMES_PER_PAGE)
    yield names.slice(start, start + NAMES_PER_PAGE)
}

/**
 * pg_dump, the row hashes and the file names read one snapshot: it is exported by a read-only
 * transaction that stays open until all three are done, so the hashes describe exactly the rows
 * the dump holds and the names exactly the files they refer to.
 */
async function snapshotPostgres<T>(
  url: string,
  into: string,
  withFiles: (namedFiles: NamedFiles) => Promise<T>,
): Promise<Snapshot<T>> {
  const { tables, names } = await withPostgres(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    const dump = runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0]!.id}`,
      `--file=${into}`,
      `--dbname=${url}`,
    ])
    const [, tables] = await Promise.all([dump, postgresTableSums(client)])
    const names = await postgresFileNames(client)
    await client.query('COMMIT')
    return { tables, names }
  })
  return { tables, copied: await withFiles((table) => pagesOf(names.get(table) ?? [])) }
}

// Both -----------------------------------------------------------------------------------------

/** A snapshot's table hashes, and what `withFiles` made of its files. */
type Snapshot<T> = { tables: Record<string, TableSum>; copied: T }

/**
 * Copies the database into `into` without stopping the site, with the hash of every table, then
 * hands `withFiles` the names of the files the copy's rows refer to. Only those are a backup's:
 * a file is whole before the row naming it commits, while one being written now (its row not yet
 * committed, or never to be) may be read half-written.
 */
export function snapshotDatabase<T>(
  url: string,
  into: string,
  withFiles: (namedFiles: NamedFiles) => Promise<T>,
): Promise<Snapshot<T>> {
  return dialectOf(url) === 'sqlite'
    ? snapshotSqlite(url, into, withFiles)
    : snapshotPostgres(url, into, withFiles)
}

/** The table Payload's SQL adapters give a collection: its slug in snake case. */
export const tableOf = (collection: string) => collection.replaceAll('-', '_')

/** The hash of every table of the database as it is now. */
export async function tableSums(url: string): Promise<Record<string, TableSum>> {
  if (dialectOf(url) === 'sqlite') {
    const db = new Database(sqliteFileOf(url), { readonly: true })
    try {
      return sqliteTableSums(db)
    } finally {
      db.close()
    }
  }
  return withPostgres(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    return postgresTableSums(client)
  })
}

/** Whether the database has no tables yet: a deployment a backup may be restored into. */
export async function databaseIsEmpty(url: string): Promise<boolean> {
  if (dialectOf(url) === 'sqlite') {
    const file = sqliteFileOf(url)
    if (!(await stat(file).catch(() => null))) return true
    const db = new Database(file, { readonly: true })
    try {
      const { n } = db
        .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
        .get() as {
        n: number
      }
      return n === 0
    } finally {
      db.close()
    }
  }
  return withPostgres(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'",
    )
    return rows[0]!.n === '0'
  })
}

/**
 * Puts a backup's database in place, whole or not at all: the SQLite file is copied beside its
 * final name and renamed; the PostgreSQL dump is restored in one transaction.
 */
export async function restoreDatabase(url: string, from: string): Promise<void> {
  if (dialectOf(url) === 'postgres') {
    await runTool('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${url}`,
      from,
    ])
    return
  }
  const file = sqliteFileOf(url)
  const partial = `${file}.restoring`
  try {
    await copyFile(from, partial)
    // On disk before it takes the database's name: a power loss must not leave half a file there.
    const handle = await open(partial, 'r+')
    await handle.datasync().finally(() => handle.close())
    // A journal beside an empty database belongs to no data of the backup.
    await Promise.all(['-wal', '-shm'].map((suffix) => rm(`${file}${suffix}`, { force: true })))
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
