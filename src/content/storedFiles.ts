import { count, max } from 'drizzle-orm'
import type { Payload } from 'payload'

import { publicFileCollections, publicFileKey } from '@/server/knownAddresses.mjs'

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
 * The stored file names of a public upload collection, straight from its table: a decade's 5,000
 * pictures took Payload's `find` 450–700 ms of the event loop (its hooks build every size's
 * address), its adapter's 150 ms, and this 20 ms. The columns are named as Payload's Drizzle
 * schema names them (`filename`, `sizes_<size>_filename`); tests/int/knownNames.int.test.ts holds
 * them to it on both databases.
 */
async function readFiles(payload: Payload, collection: FileCollection): Promise<string[]> {
  const adapter = payload.db as unknown as DrizzleAdapter
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
  const adapter = payload.db as unknown as DrizzleAdapter
  const table = adapter.tables[collection]!
  const [row] = await adapter.drizzle
    .select({ rows: count(), latest: max(table.updatedAt as never) })
    .from(table)
  return `${String(row?.rows)}@${String(row?.latest)}`
}

let lastRead: { stamp: string; files: ReadonlySet<string> } | null = null

/**
 * How long the files of a save are listed whatever the tables say: its hook runs before its
 * transaction commits, and a reading meanwhile does not find them. Far longer than a save takes
 * to commit; one undone is forgotten after it.
 */
const JUST_STORED_MS = 10_000
/** The files of recent saves (here, or announced by another instance), by when they were noted. */
const justStored = new Map<string, number>()

/** Lists a save's files (as filesOf names them) in every list published for the next few seconds. */
export function noteJustStored(files: readonly string[]): void {
  const now = Date.now()
  for (const file of files) justStored.set(file, now)
}

/** `files` with those of recent saves; the same set when it already has them. */
export function withJustStored(files: ReadonlySet<string>): ReadonlySet<string> {
  const now = Date.now()
  let merged: Set<string> | null = null
  for (const [file, noted] of justStored) {
    if (now - noted > JUST_STORED_MS) justStored.delete(file)
    else if (!files.has(file)) (merged ??= new Set(files)).add(file)
  }
  return merged ?? files
}

/**
 * Every stored file of the public uploads, read again only when an upload changed since the last
 * reading. The stamp is read before the files: an upload stored in
 * between changes it, and the next reading takes its files.
 */
export async function storedFiles(payload: Payload): Promise<ReadonlySet<string>> {
  const stamp = (
    await Promise.all(publicFileCollections.map((collection) => stampOf(payload, collection)))
  ).join(' ')
  if (lastRead?.stamp !== stamp) {
    const files = await Promise.all(
      publicFileCollections.map((collection) => readFiles(payload, collection)),
    )
    lastRead = { stamp, files: new Set(files.flat()) }
  }
  return lastRead.files
}
