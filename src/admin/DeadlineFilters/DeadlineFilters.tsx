import type { ServerProps } from 'payload'

import { dueThisWeekWhere, overdueWhere } from '@/deadlines/filters'

import { ListFilters } from '../ListFilters/ListFilters'
import { listLink } from '../links'
import { adminLanguage, adminWords } from '../words'

/** Above the service request list: one click to the overdue requests or those due this week. */
export async function DeadlineFilters({ payload, i18n }: ServerProps) {
  const words = adminWords[adminLanguage(i18n.language)]
  const admin = payload.config.routes.admin
  const now = new Date()
  const filters = [
    { key: 'overdue', label: words.overdue, where: overdueWhere(now) },
    { key: 'due-this-week', label: words.dueThisWeek, where: dueThisWeekWhere(now) },
  ]
  const counted = await Promise.all(
    filters.map(async (f) => ({
      key: f.key,
      label: f.label,
      href: listLink(admin, 'service-requests', f.where.and ?? []),
      count: (
        await payload.count({
          collection: 'service-requests',
          where: f.where,
          overrideAccess: true,
        })
      ).totalDocs,
    })),
  )
  return (
    <ListFilters
      label={words.filtersLabel}
      filters={counted}
      all={{ label: words.allRequests, href: `${admin}/collections/service-requests` }}
    />
  )
}
