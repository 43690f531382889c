import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'

export const DAY_MS = 24 * 60 * 60 * 1000
export const MINUTE_MS = 60 * 1000

/** The queue the server's job runner works through (see `jobs.autoRun` in the Payload config). */
export const maintenanceQueue = 'maintenance'

/** How many documents one deletion takes at a time: each batch is one short transaction. */
const DELETE_BATCH = 200

/** How many rows one deletion without hooks takes at a time. */
const ROW_BATCH = 5000

/**
 * The ids of every document `where` matches, `size` at a time in id order. Each batch is asked
 * after the last id of the one before, so a batch costs the same at the end of a decade's
 * backlog as at its start, whether or not the one before was deleted.
 */
async function* idBatches(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  size: number,
): AsyncGenerator<(number | string)[]> {
  // Every collection here has numeric ids (Payload's default on both databases).
  let after: number | string = 0
  for (;;) {
    const { docs }: { docs: { id: number | string }[] } = await payload.find({
      collection,
      where: { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      limit: size,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) return
    after = docs[docs.length - 1]!.id
    yield docs.map((doc) => doc.id)
  }
}

/**
 * Deletes every document `where` matches, DELETE_BATCH at a time in id order, with its hooks and
 * files, and hands each batch's deleted documents to `deleted` (to remove what they owned). One
 * deletion of them all would hold a decade's rows in memory and SQLite's write lock for minutes;
 * batches let visitors' submissions in between. Returns how many went.
 */
export async function deleteInBatches<Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  where: Where,
  deleted: (docs: DataFromCollectionSlug<Slug>[]) => Promise<void> = async () => undefined,
  batchSize = DELETE_BATCH,
): Promise<number> {
  let total = 0
  for await (const ids of idBatches(payload, collection, where, batchSize)) {
    const { docs: gone } = await payload.delete({
      collection,
      where: { id: { in: ids } },
      depth: 0,
      overrideAccess: true,
    })
    await deleted(gone)
    total += gone.length
  }
  return total
}

/**
 * Deletes every row `where` matches straight through the database adapter, ROW_BATCH at a time:
 * for a collection whose documents own nothing (no file, no hook), where `payload.delete` (a
 * document at a time with its hooks, about 100 a second at a decade) would take hours on a
 * decade's backlog.
 * Returns how many went.
 */
export async function deleteRowsInBatches(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  batchSize = ROW_BATCH,
): Promise<number> {
  let total = 0
  for await (const ids of idBatches(payload, collection, where, batchSize)) {
    await payload.db.deleteMany({ collection, where: { id: { in: ids } } })
    total += ids.length
  }
  return total
}
