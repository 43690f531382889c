import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * The emails about a record go with it: they repeat what the visitor sent, so an application past
 * its retention period or a request deleted on an erasure request leaves no copy behind. Before
 * the record's own deletion, in its transaction: once the record is gone, the database has already
 * cleared the emails' link to it (the foreign key sets it null), and they could no longer be found.
 * Through the adapter, without hooks: taken along, they are not a deletion of their own in the
 * audit trail (the record's entry says so). A send job still queued for one finds it gone and ends.
 */
export function deleteEmailsOf(
  field: 'serviceRequest' | 'jobApplication' | 'contactMessage',
): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    await req.payload.db.deleteMany({
      collection: 'emails',
      where: { [field]: { equals: id } },
      req,
    })
  }
}
