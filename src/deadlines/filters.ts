import type { Where } from 'payload'

import { openStatuses } from '@/forms/serviceRequests/statuses'

import { endOfWeek } from './workingDays'

/** Open requests whose due date has passed. */
export function overdueWhere(now: Date): Where {
  return {
    and: [{ status: { in: [...openStatuses] } }, { dueAt: { less_than: now.toISOString() } }],
  }
}

/** Open requests due from now to the end of this week (Sunday to Saturday, Riyadh). */
export function dueThisWeekWhere(now: Date): Where {
  return {
    and: [
      { status: { in: [...openStatuses] } },
      { dueAt: { greater_than_equal: now.toISOString() } },
      { dueAt: { less_than_equal: endOfWeek(now).toISOString() } },
    ],
  }
}

/**
 * A `where` as the admin's list view reads it from its address (`?where[and][0][status][in]=…`),
 * so a link opens the list already filtered.
 */
export function whereQuery(where: Where): string {
  const params = new URLSearchParams()
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${key}[${i}]`))
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    } else if (value !== undefined) {
      params.append(key, String(value))
    }
  }
  walk(where, 'where')
  return params.toString()
}
