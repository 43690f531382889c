import type { ServerProps } from 'payload'

import { dueThisWeekWhere, overdueWhere } from '../../deadlines/filters'
import { adminT } from '@/i18n/messages/adminEn'

import { ListFilters } from '@/admin/ListFilters/ListFilters'
import { listLink } from '@/admin/links'

/** Above the service request list: one click to the overdue requests or those due this week. */
export async function DeadlineFilters({ payload, i18n }: ServerProps) {
  const t = adminT(i18n)
  const admin = payload.config.routes.admin
  const now = new Date()
  const filters = [
    { key: 'overdue', label: t('admin:overdue'), where: overdueWhere(now) },
    { key: 'due-this-week', label: t('admin:dueThisWeek'), where: dueThisWeekWhere(now) },
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
      label={t('admin:filtersLabel')}
      filters={counted}
      all={{ label: t('admin:allRequests'), href: `${admin}/collections/service-requests` }}
    />
  )
}
