import type { CollectionAfterChangeHook } from 'payload'

import { queueRequestReceived, queueStatusChanged } from '../emails'
import { notificationSettings } from '@/emails/settings'
import type { ServiceRequest } from '@/payload-types'

/** Queues the emails a new request or a status change calls for, in the same transaction. */
export const notifyOnChange: CollectionAfterChangeHook<ServiceRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'create') {
    await queueRequestReceived(req, doc, await notificationSettings(req))
  } else if (previousDoc && previousDoc.status !== doc.status) {
    await queueStatusChanged(req, doc, await notificationSettings(req))
  }
  return doc
}
