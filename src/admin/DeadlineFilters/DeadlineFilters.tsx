import Link from 'next/link'
import type { ServerProps } from 'payload'

import { dueThisWeekWhere, overdueWhere } from '@/deadlines/filters'

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
      ...f,
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
    <nav className="list-filters" aria-label={words.filtersLabel}>
      {counted.map((f) => (
        <Link
          key={f.key}
          className="list-filters__link"
          data-filter={f.key}
          href={listLink(admin, 'service-requests', f.where.and ?? [])}
        >
          {f.label} <span className="list-filters__count">{f.count}</span>
        </Link>
      ))}
      <Link className="list-filters__link" href={`${admin}/collections/service-requests`}>
        {words.allRequests}
      </Link>
    </nav>
  )
}
