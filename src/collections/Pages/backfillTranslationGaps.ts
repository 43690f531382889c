import { setTimeout } from 'node:timers/promises'

import { eq } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import { translationGaps, translationStatus } from './translationGaps'

/**
 * Pages read at a time: each is read with all its sections in both languages, a long piece of work
 * on SQLite, where the driver runs statements synchronously.
 */
const BATCH = 1
/** The pause between batches, so that visitors' requests keep most of the event loop. */
const PAUSE_MS = 100

/** The two tables the admin reads a page's languages from, as Payload's Drizzle schema names them. */
type GapColumns = { table: string; status: string; gaps: string }
const publishedRows: GapColumns = {
  table: 'pages',
  status: 'translation',
  gaps: 'translationGaps',
}
const latestVersions: GapColumns = {
  table: '_pages_v',
  status: 'version_translation',
  gaps: 'version_translationGaps',
}

/** The part of Payload's Drizzle adapters this reaches: its tables and a transaction's handle. */
type Update = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => { where: (condition: unknown) => Promise<unknown> }
  }
}
type DrizzleAdapter = {
  tables: Record<string, Record<string, unknown>>
  sessions: Record<string, { db: Update }>
}

/**
 * Records the language gaps of the pages saved before pages recorded them (the list's Languages
 * column and filters, the editor's panel): each page as published, and each page's latest version,
 * which the admin's list shows. Run nightly (src/tasks/recordTranslationGaps.ts); once every page
 * has been saved or filled in, it reads nothing but an index. A page at a time, written straight
 * to its row, since a save would make a new version of every page.
 */
export async function backfillTranslationGaps(payload: Payload): Promise<number> {
  const fields = payload.collections.pages.config.fields
  const adapter = payload.db as unknown as DrizzleAdapter
  /**
   * Writes a batch's rows in one transaction, so that on SQLite they wait their turn behind the
   * site's other writes (src/database/reliableWrites.ts) rather than finding the file locked.
   */
  const writeBatch = async (
    columns: GapColumns,
    rows: { id: number | string; stored: object }[],
  ) => {
    if (!rows.length) return
    const transaction = await payload.db.beginTransaction()
    if (transaction === null) throw new Error('The database opened no transaction')
    try {
      const table = adapter.tables[columns.table]!
      for (const { id, stored } of rows) {
        const gaps = translationGaps(fields, {}, stored as Record<string, unknown>, 'en')
        await adapter.sessions[String(transaction)]!.db.update(table)
          .set({ [columns.status]: translationStatus(gaps), [columns.gaps]: gaps })
          .where(eq(table.id as never, Number(id)))
      }
      await payload.db.commitTransaction(transaction)
    } catch (error) {
      await payload.db.rollbackTransaction(transaction)
      throw error
    }
  }
  let filled = 0
  for (let after = 0; ;) {
    const where: Where = { translation: { exists: false }, id: { greater_than: after } }
    const { docs } = await payload.find({
      collection: 'pages',
      where,
      locale: 'all',
      depth: 0,
      limit: BATCH,
      sort: 'id',
      overrideAccess: true,
    })
    await writeBatch(
      publishedRows,
      docs.map((doc) => ({ id: doc.id, stored: doc })),
    )
    filled += docs.length
    if (docs.length < BATCH) break
    after = docs.at(-1)!.id
    await setTimeout(PAUSE_MS)
  }
  for (let after = 0; ;) {
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: {
        latest: { equals: true },
        'version.translation': { exists: false },
        id: { greater_than: after },
      },
      locale: 'all',
      depth: 0,
      limit: BATCH,
      sort: 'id',
      overrideAccess: true,
    })
    await writeBatch(
      latestVersions,
      docs.map((version) => ({ id: version.id, stored: version.version })),
    )
    if (docs.length < BATCH) break
    after = Number(docs.at(-1)!.id)
    await setTimeout(PAUSE_MS)
  }
  return filled
}
