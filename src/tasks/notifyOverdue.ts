import { createLocalReq, type Payload, type TaskConfig } from 'payload'

import { overdueWhere, whereQuery } from '@/deadlines/filters'
import { type RequestType, requestTypes } from '@/forms/serviceRequests/requestTypes'
import { localeCodes } from '@/i18n/locales'
import { type Part, renderEmail } from '@/notifications/layout'
import { queueEmail } from '@/notifications/outbox'
import { notificationSettings } from '@/notifications/settings'
import { texts } from '@/notifications/texts'
import { settings } from '@/settings.mjs'
import { formatDate } from '@/utilities/formatDate'

import { maintenanceQueue } from './deleteExpiredApplications'

/**
 * Once a day, each team gets the list of its open requests that are past their due date: one
 * email per request type, to the addresses the site settings give for that type. Returns how many
 * emails were queued.
 */
export async function notifyOverdue(payload: Payload, now = new Date()): Promise<number> {
  const req = await createLocalReq({}, payload)
  const notifications = await notificationSettings(req)
  const { docs } = await payload.find({
    collection: 'service-requests',
    where: overdueWhere(now),
    pagination: false,
    depth: 0,
    sort: 'dueAt',
    overrideAccess: true,
    select: { reference: true, type: true, dueAt: true },
  })
  let queued = 0
  for (const { value: type, label } of requestTypes) {
    const overdue = docs.filter((doc) => doc.type === type)
    const to = notifications.staff(type as RequestType)
    if (overdue.length === 0 || to.length === 0) continue
    const list = `${settings.siteUrl}/admin/collections/service-requests?${whereQuery({ and: [overdueWhere(now), { type: { equals: type } }] })}`
    const parts: Part[] = localeCodes.map((l) => ({
      locale: l,
      blocks: [
        { kind: 'paragraph', text: texts[l].overdueIntro(label[l]) },
        {
          kind: 'list',
          items: overdue.map((doc) => ({
            text: texts[l].overdueItem(doc.reference ?? '', formatDate(doc.dueAt, l)),
            href: `${settings.siteUrl}/admin/collections/service-requests/${doc.id}`,
          })),
        },
        { kind: 'link', label: texts[l].openList, href: list },
      ],
    }))
    const subject = `${texts.en.overdueSubject(overdue.length, label.en)} · ${texts.ar.overdueSubject(overdue.length, label.ar)}`
    await queueEmail(req, {
      kind: 'overdue',
      to: to.join(', '),
      about: {},
      ...renderEmail(subject, parts, []),
    })
    queued += 1
  }
  return queued
}

export const notifyOverdueTask: TaskConfig<'notifyOverdue'> = {
  slug: 'notifyOverdue',
  label: 'Tell each team of its overdue requests',
  // Once a day at 04:00 server time: 07:00 in Riyadh on a server that keeps UTC, before work starts.
  schedule: [{ cron: '0 0 4 * * *', queue: maintenanceQueue }],
  retries: 2,
  outputSchema: [{ name: 'emails', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { emails: await notifyOverdue(req.payload) } }),
}
