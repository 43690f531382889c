import type { CollectionBeforeChangeHook } from 'payload'

import { dueDate } from '@/deadlines/workingDays'
import type { RequestType } from '../types/requestTypes'
import { notificationSettings } from '@/emails/settings'

import { responseDaysFor } from '../deadlines/responseTimes'

/**
 * A new request gets its due date: the response time its type has in the site settings, in working
 * days. Every status change is dated, for the tracking lookup and the visitor's email.
 */
export const setDeadline: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const now = new Date()
  if (operation === 'create') {
    if (!data.dueAt) {
      const settings = await notificationSettings(req)
      data.dueAt = dueDate(
        now,
        responseDaysFor(settings, data.type as RequestType),
        settings.holidays,
      ).toISOString()
    }
    data.statusChangedAt ??= now.toISOString()
  } else if (data.status && originalDoc && data.status !== originalDoc.status) {
    data.statusChangedAt = now.toISOString()
  }
  return data
}
