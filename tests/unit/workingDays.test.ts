import { describe, expect, it } from 'vitest'

import { whereQuery } from '@/admin/links'
import { dueThisWeekWhere, overdueWhere } from '@/features/service-requests/deadlines/filters'
import { dueDate, endOfWeek, holidayDays, isWorkingDay, riyadhDay } from '@/deadlines/workingDays'

/** The due date as the Riyadh day it ends on. */
const dueDay = (
  received: string,
  days: number,
  holidays: { from: string; to?: string | null }[] = [],
) => {
  const due = dueDate(new Date(received), days, holidays)
  // The last millisecond of that day in Riyadh.
  expect(due.toISOString().slice(11)).toBe('20:59:59.999Z')
  return riyadhDay(due)
}

describe('due dates in working days', () => {
  it('skips Friday and Saturday', () => {
    // Wednesday 25 November 2026, 10:00 in Riyadh: Thursday, then Sunday and Monday.
    expect(dueDay('2026-11-25T07:00:00Z', 3)).toBe('2026-11-30')
    // Fifteen working days (a complaint) are three weeks.
    expect(dueDay('2026-11-25T07:00:00Z', 15)).toBe('2026-12-16')
  })

  it('starts counting the day after receipt, even when it came in on a weekend', () => {
    // Friday and Saturday: the first working day is Sunday.
    expect(dueDay('2026-11-27T09:00:00Z', 1)).toBe('2026-11-29')
    expect(dueDay('2026-11-28T09:00:00Z', 1)).toBe('2026-11-29')
    // Thursday: Sunday.
    expect(dueDay('2026-11-26T09:00:00Z', 1)).toBe('2026-11-29')
  })

  it('counts in Riyadh time, not the server’s', () => {
    // 20:30 UTC on Thursday is 23:30 Thursday in Riyadh: the next working day is Sunday.
    expect(dueDay('2026-11-26T20:30:00Z', 1)).toBe('2026-11-29')
    // 21:30 UTC on Wednesday is already Thursday in Riyadh: Sunday again, not Thursday.
    expect(dueDay('2026-11-25T21:30:00Z', 1)).toBe('2026-11-29')
    // 20:30 UTC on Wednesday is still Wednesday in Riyadh: Thursday.
    expect(dueDay('2026-11-25T20:30:00Z', 1)).toBe('2026-11-26')
  })

  it('skips a public holiday, given as a stored date or a day', () => {
    // National Day, Wednesday 23 September 2026: from Tuesday, Thursday is the first working day.
    expect(dueDay('2026-09-22T08:00:00Z', 2, [{ from: '2026-09-23T12:00:00.000Z' }])).toBe(
      '2026-09-27',
    )
    expect(dueDay('2026-09-22T08:00:00Z', 2, [{ from: '2026-09-23' }])).toBe('2026-09-27')
    // Without the holiday it would be Thursday.
    expect(dueDay('2026-09-22T08:00:00Z', 2)).toBe('2026-09-24')
  })

  it('skips every day of a holiday that lasts several days', () => {
    // Sunday 29 November to Tuesday 1 December off: from Thursday 26, two working days are Wed 2 and Thu 3.
    const eid = [{ from: '2026-11-29', to: '2026-12-01' }]
    expect(holidayDays(eid)).toEqual(new Set(['2026-11-29', '2026-11-30', '2026-12-01']))
    expect(dueDay('2026-11-26T08:00:00Z', 2, eid)).toBe('2026-12-03')
  })

  it('ignores a holiday it cannot read and one that ends before it starts', () => {
    expect(
      holidayDays([{ from: 'not a date' }, { from: '2026-12-05', to: '2026-12-01' }]).size,
    ).toBe(0)
  })

  it('knows the Saudi weekend', () => {
    const none = new Set<string>()
    expect(['2026-11-27', '2026-11-28'].map((d) => isWorkingDay(d, none))).toEqual([false, false])
    expect(['2026-11-29', '2026-11-26'].map((d) => isWorkingDay(d, none))).toEqual([true, true])
  })
})

describe('the admin list filters', () => {
  it('ends the week on Saturday night in Riyadh', () => {
    expect(endOfWeek(new Date('2026-11-25T07:00:00Z')).toISOString()).toBe(
      '2026-11-28T20:59:59.999Z',
    )
    // Sunday morning starts a new week.
    expect(endOfWeek(new Date('2026-11-29T05:00:00Z')).toISOString()).toBe(
      '2026-12-05T20:59:59.999Z',
    )
  })

  it('writes a filter as the admin reads it from its address', () => {
    const now = new Date('2026-11-25T07:00:00Z')
    const query = decodeURIComponent(whereQuery(overdueWhere(now)))
    expect(query).toBe(
      'where[and][0][status][in][0]=received&where[and][0][status][in][1]=in_review&where[and][1][dueAt][less_than]=2026-11-25T07:00:00.000Z',
    )
    expect(decodeURIComponent(whereQuery(dueThisWeekWhere(now)))).toContain(
      'where[and][2][dueAt][less_than_equal]=2026-11-28T20:59:59.999Z',
    )
  })
})
