import type { Where } from 'payload'

import { openStatuses } from '../types/statuses'

import { endOfWeek } from '@/deadlines/workingDays'

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
