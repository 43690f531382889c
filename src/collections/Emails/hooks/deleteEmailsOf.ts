import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * The emails about a record go with it: they repeat what the visitor sent, so an application past
 * its retention period or a request deleted on an erasure request leaves no copy behind. Before
 * the record's own deletion, in its transaction: once the record is gone, the database has already
 * cleared the emails' link to it (the foreign key sets it null), and they could no longer be found.
 */
export function deleteEmailsOf(
  field: 'serviceRequest' | 'jobApplication' | 'contactMessage',
): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const taking = req.context.deletedWithRecord
    // Taken along, not deleted by staff: the record's own entry in the audit trail says so.
    req.context.deletedWithRecord = true
    try {
      await req.payload.delete({
        collection: 'emails',
        where: { [field]: { equals: id } },
        overrideAccess: true,
        depth: 0,
        req,
      })
    } finally {
      req.context.deletedWithRecord = taking
    }
  }
}
