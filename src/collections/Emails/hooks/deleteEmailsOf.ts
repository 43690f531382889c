import type { CollectionAfterDeleteHook } from 'payload'

/**
 * The emails about a record go with it: they repeat what the visitor sent, so an application past
 * its retention period or a request deleted on an erasure request leaves no copy behind.
 */
export function deleteEmailsOf(
  field: 'serviceRequest' | 'jobApplication' | 'contactMessage',
): CollectionAfterDeleteHook {
  return async ({ id, req }) => {
    await req.payload.delete({
      collection: 'emails',
      where: { [field]: { equals: id } },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
}
