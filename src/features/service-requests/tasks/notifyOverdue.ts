import { createLocalReq, type Payload } from 'payload'

import { whereQuery } from '@/admin/links'

import { overdueWhere } from '../deadlines/filters'
import { settingName } from '../deadlines/responseTimes'
import { type RequestType, requestTypes } from '../types/requestTypes'
import { localeCodes } from '@/i18n/locales'
import { type Part, renderEmail } from '@/emails/layout'
import { queueEmail } from '@/emails/outbox'
import { notificationSettings } from '@/emails/settings'
import { texts } from '@/emails/texts'
import { settings } from '@/settings.mjs'
import { formatDate } from '@/utilities/formatDate'

import { nightlyTask } from '@/tasks/nightlyTask'

/** The oldest overdue requests an email lists by name; the rest are counted and linked. */
export const LISTED_PER_TYPE = 100

/**
 * Once a day, each team gets the list of its open requests that are past their due date: one
 * email per request type, to the addresses the site settings give for that type, naming the
 * `listed` oldest. Returns how many emails were queued.
 */
export async function notifyOverdue(
  payload: Payload,
  now = new Date(),
  listed = LISTED_PER_TYPE,
): Promise<number> {
  const req = await createLocalReq({}, payload)
  const notifications = await notificationSettings(req)
  let queued = 0
  for (const { value: type, label } of requestTypes) {
    const to = notifications.staff(settingName(type as RequestType))
    if (to.length === 0) continue
    const ofType = { and: [overdueWhere(now), { type: { equals: type } }] }
    // The oldest ones and how many there are: a team far behind gets a link to the whole list,
    // not an email of thousands of lines.
    const { docs: overdue, totalDocs } = await payload.find({
      collection: 'service-requests',
      where: ofType,
      limit: listed,
      depth: 0,
      sort: 'dueAt',
      overrideAccess: true,
      select: { reference: true, dueAt: true },
    })
    if (totalDocs === 0) continue
    const list = `${settings.siteUrl}/admin/collections/service-requests?${whereQuery(ofType)}`
    const parts: Part[] = localeCodes.map((l) => ({
      locale: l,
      blocks: [
        { kind: 'paragraph', text: texts[l]('overdueIntro', { type: label[l] }) },
        {
          kind: 'list',
          items: overdue.map((doc) => ({
            text: texts[l]('overdueItem', {
              reference: doc.reference ?? '',
              due: formatDate(doc.dueAt, l),
            }),
            href: `${settings.siteUrl}/admin/collections/service-requests/${doc.id}`,
          })),
        },
        ...(totalDocs > overdue.length
          ? [
              {
                kind: 'paragraph' as const,
                text: texts[l]('overdueMore', { count: totalDocs - overdue.length }),
              },
            ]
          : []),
        { kind: 'link', label: texts[l]('openList'), href: list },
      ],
    }))
    const subject = localeCodes
      .map((l) => texts[l]('overdueSubject', { count: totalDocs, type: label[l] }))
      .join(' · ')
    await queueEmail(req, {
      kind: 'overdue',
      to: to.join(', '),
      about: {},
      ...(await renderEmail(subject, parts, [])),
    })
    queued += 1
  }
  return queued
}

export const notifyOverdueTask = nightlyTask({
  slug: 'notifyOverdue',
  label: 'Tell each team of its overdue requests',
  // Once a day at 04:00 server time: 07:00 in Riyadh on a server that keeps UTC, before work starts.
  cron: '0 0 4 * * *',
  counts: ['emails'],
  run: async (payload) => ({ emails: await notifyOverdue(payload) }),
})
