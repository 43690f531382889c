import type { CollectionAfterChangeHook } from 'payload'

import type { ContactMessage, JobApplication } from '@/payload-types'

import { queueApplicationReceived, queueContactReceived } from './emails'
import { notificationSettings } from './settings'

/** A new contact message is acknowledged and customer service told, in the same transaction. */
export const acknowledgeContactMessage: CollectionAfterChangeHook<ContactMessage> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation === 'create') await queueContactReceived(req, doc, await notificationSettings(req))
  return doc
}

/** A new application is acknowledged and HR told, in the same transaction. */
export const acknowledgeApplication: CollectionAfterChangeHook<JobApplication> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation === 'create')
    await queueApplicationReceived(req, doc, await notificationSettings(req))
  return doc
}
