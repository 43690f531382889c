import type { CollectionSlug, Payload, Where } from 'payload'

export const DAY_MS = 24 * 60 * 60 * 1000
export const MINUTE_MS = 60 * 1000

/** How many documents one deletion takes at a time: each batch is one short transaction. */
const DELETE_BATCH = 200

/**
 * Deletes every document `where` matches, DELETE_BATCH at a time in id order, and hands each
 * batch's deleted documents to `deleted` (to remove what they owned). One deletion of them all
 * would hold a decade's rows in memory and SQLite's write lock for minutes; batches let visitors'
 * submissions in between. Returns how many went.
 */
export async function deleteInBatches<T extends { id: number | string }>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  deleted: (docs: T[]) => Promise<void> = async () => undefined,
  batchSize = DELETE_BATCH,
): Promise<number> {
  let total = 0
  let after: number | string = 0
  for (;;) {
    const { docs }: { docs: { id: number | string }[] } = await payload.find({
      collection,
      where: { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      limit: batchSize,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) return total
    after = docs[docs.length - 1]!.id
    const { docs: gone } = await payload.delete({
      collection,
      where: { id: { in: docs.map((doc) => doc.id) } },
      depth: 0,
      overrideAccess: true,
    })
    await deleted(gone as unknown as T[])
    total += gone.length
  }
}
