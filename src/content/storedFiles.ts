import { count, max } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlAdapterOf } from '@/database/sqlAdapter'

import { publicFileCollections, publicFileKey } from '@/server/knownAddresses.mjs'
import { processWide } from '@/server/processWide.mjs'

export type FileCollection = (typeof publicFileCollections)[number]

/** An upload's stored files: the one sent, and for a picture each of its sizes. */
export type StoredFiles = {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}

/** An upload's files as the server lists them (publicFileKey). */
export function filesOf(collection: FileCollection, upload: StoredFiles): string[] {
  return [upload.filename, ...Object.values(upload.sizes ?? {}).map((size) => size?.filename)]
    .filter((filename): filename is string => Boolean(filename))
    .map((filename) => publicFileKey(collection, filename))
}

/** The part of Payload's Drizzle adapters (SQLite and PostgreSQL alike) this reads through. */
type Column = object
type DrizzleAdapter = {
  tables: Record<string, Record<string, Column>>
  drizzle: {
    select: (columns: Record<string, unknown>) => {
      from: (table: unknown) => Promise<Record<string, unknown>[]>
    }
  }
}

/**
 * The two dialects' query builders form a union no call type-checks against; DrizzleAdapter names
 * the part read here, which both have (tests/int/stored-files.int.test.ts runs on both databases).
 */
const drizzleOf = (payload: Payload) => sqlAdapterOf(payload) as unknown as DrizzleAdapter

/**
 * The stored file names of a public upload collection, straight from its table: a decade's 5,000
 * pictures took Payload's `find` 450–700 ms of the event loop (its hooks build every size's
 * address), its adapter's 150 ms, and this 20 ms. The columns are named as Payload's Drizzle
 * schema names them (`filename`, `sizes_<size>_filename`); tests/int/stored-files.int.test.ts holds
 * them to it on both databases.
 */
async function readFiles(payload: Payload, collection: FileCollection): Promise<string[]> {
  const adapter = drizzleOf(payload)
  const table = adapter.tables[collection]!
  const sizes = payload.collections[collection].config.upload.imageSizes ?? []
  const columns = Object.fromEntries([
    ['filename', table.filename],
    ...sizes.map(({ name }) => [name, table[`sizes_${name}_filename`]]),
  ])
  const rows = await adapter.drizzle.select(columns).from(table)
  return rows.flatMap((row) =>
    Object.values(row)
      .filter((filename): filename is string => typeof filename === 'string' && filename !== '')
      .map((filename) => publicFileKey(collection, filename)),
  )
}

/**
 * What changes when an upload is stored, replaced or deleted (how many there are, and the latest
 * change): a fraction of a millisecond to read, where the files take tens.
 */
async function stampOf(payload: Payload, collection: FileCollection): Promise<string> {
  const adapter = drizzleOf(payload)
  const table = adapter.tables[collection]!
  const [row] = await adapter.drizzle
    .select({ rows: count(), latest: max(table.updatedAt as never) })
    .from(table)
  return `${String(row?.rows)}@${String(row?.latest)}`
}

/**
 * What the last reading found, and the files of recent saves (here, or announced by another
 * instance) by when they were noted: one for the process, as the saves' hooks run in the app's
 * copy of this module and the readings in the one the server's start loaded.
 */
const state = () =>
  processWide('storedFiles', () => ({
    lastRead: null as { stamp: string; files: ReadonlySet<string>; at: number } | null,
    justStored: new Map<string, number>(),
  }))

/**
 * How long a save's files are listed though no reading has found them; a save undone is forgotten
 * then. Long: a save's hook runs before its transaction commits, and in S3 it commits only once its
 * files are in the bucket (seconds for 25 MB).
 */
const JUST_STORED_MS = 10 * 60_000
/**
 * The names are read again at least this often whatever the stamp says: a file replaced by a save
 * that committed after a later change (a slow upload, another instance's clock) leaves the stamp
 * as it was.
 */
const READ_AT_LEAST_EVERY_MS = 60_000

/** Lists a save's files (as filesOf names them) in every list published until a reading has them. */
export function noteJustStored(files: readonly string[]): void {
  const now = Date.now()
  for (const file of files) state().justStored.set(file, now)
}

/** `files` with those of recent saves; the same set when it already has them. */
export function withJustStored(files: ReadonlySet<string>): ReadonlySet<string> {
  const now = Date.now()
  let merged: Set<string> | null = null
  for (const [file, noted] of state().justStored) {
    if (now - noted > JUST_STORED_MS) state().justStored.delete(file)
    else if (!files.has(file)) (merged ??= new Set(files)).add(file)
  }
  return merged ?? files
}

/**
 * Every stored file of the public uploads, read again when an upload changed since the last
 * reading, when a save's files are not in it yet, and every minute. The stamp is read before the
 * files: an upload stored in between changes it, and the next reading takes its files.
 */
export async function storedFiles(payload: Payload): Promise<ReadonlySet<string>> {
  const stamp = (
    await Promise.all(publicFileCollections.map((collection) => stampOf(payload, collection)))
  ).join(' ')
  const { lastRead, justStored } = state()
  const current =
    lastRead?.stamp === stamp &&
    Date.now() - lastRead.at < READ_AT_LEAST_EVERY_MS &&
    [...justStored.keys()].every((file) => lastRead.files.has(file))
  if (current) return lastRead.files
  const files = new Set(
    (
      await Promise.all(publicFileCollections.map((collection) => readFiles(payload, collection)))
    ).flat(),
  )
  for (const file of justStored.keys()) if (files.has(file)) justStored.delete(file)
  state().lastRead = { stamp, files, at: Date.now() }
  return files
}
