import { setTimeout } from 'node:timers/promises'

import { and, eq, isNull } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sqlAdapterOf } from '@/database/sqlAdapter'

import { translationGaps, translationStatus } from './translationGaps'

/** The pause between pages, so that visitors' requests keep most of the event loop. */
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
 * which the admin's list shows. Run nightly (src/features/pages/tasks/recordTranslationGaps.ts); once every page
 * has been saved or filled in, it reads nothing but an index. A page at a time (each is read with
 * all its sections in both languages, long work on SQLite, whose driver runs statements
 * synchronously), written straight to its row, since a save would make a new version of every
 * page. Returns how many pages (not versions) it filled in.
 */
export async function backfillTranslationGaps(
  payload: Payload,
  { pauseMs = PAUSE_MS }: { pauseMs?: number } = {},
): Promise<number> {
  const fields = payload.collections.pages.config.fields
  // The two dialects' update builders form a union no call type-checks against; DrizzleAdapter
  // names the part this uses, which both have (tests/int/translation-gaps.int.test.ts runs it on
  // both databases).
  const adapter = sqlAdapterOf(payload) as unknown as DrizzleAdapter
  /**
   * Writes one row in a transaction of its own, so that on SQLite it waits its turn behind the
   * site's other writes (src/database/reliableWrites.ts) rather than finding the file locked; and
   * only while the row has no status, so a save made since it was read keeps what it found.
   */
  const write = async (columns: GapColumns, id: number | string, stored: object) => {
    const gaps = translationGaps(fields, {}, stored as Record<string, unknown>, 'en')
    const table = adapter.tables[columns.table]!
    const transaction = await payload.db.beginTransaction()
    if (transaction === null) throw new Error('The database opened no transaction')
    try {
      await adapter.sessions[String(transaction)]!.db.update(table)
        .set({ [columns.status]: translationStatus(gaps), [columns.gaps]: gaps })
        .where(and(eq(table.id as never, Number(id)), isNull(table[columns.status] as never)))
      await payload.db.commitTransaction(transaction)
    } catch (error) {
      await payload.db.rollbackTransaction(transaction)
      throw error
    }
  }
  /** Fills in rows one at a time, in id order, as `next` finds them, pausing between them. */
  const fillEach = async (
    columns: GapColumns,
    next: (after: number) => Promise<{ id: number | string; stored: object } | undefined>,
  ) => {
    let filled = 0
    for (let row = await next(0); row; row = await next(Number(row.id))) {
      await write(columns, row.id, row.stored)
      filled++
      await setTimeout(pauseMs)
    }
    return filled
  }
  const filled = await fillEach(publishedRows, async (after) => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { translation: { exists: false }, id: { greater_than: after } },
      locale: 'all',
      depth: 0,
      limit: 1,
      sort: 'id',
      overrideAccess: true,
    })
    return docs[0] && { id: docs[0].id, stored: docs[0] }
  })
  await fillEach(latestVersions, async (after) => {
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: {
        latest: { equals: true },
        'version.translation': { exists: false },
        id: { greater_than: after },
      },
      locale: 'all',
      depth: 0,
      limit: 1,
      sort: 'id',
      overrideAccess: true,
    })
    return docs[0] && { id: docs[0].id, stored: docs[0].version }
  })
  return filled
}
