/**
 * Working days in Saudi Arabia: the weekend is Friday and Saturday, and public holidays come from
 * the CMS. Days are counted in Riyadh (UTC+3 all year, no daylight saving), whatever the server's
 * time zone, so a request sent at 23:30 on a Thursday in Riyadh counts from Sunday.
 */

const RIYADH_OFFSET = '+03:00'
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A day off from the CMS: one day, or `from` to `to` inclusive (Eid lasts several). */
export type Holiday = { from: string; to?: string | null }

/** The calendar day (`YYYY-MM-DD`) an instant falls on in Riyadh. */
export function riyadhDay(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10)
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

/** The days (`YYYY-MM-DD`, in Riyadh) the holidays cover. */
export function holidayDays(holidays: readonly Holiday[]): Set<string> {
  const days = new Set<string>()
  for (const holiday of holidays) {
    const from = dayOf(holiday.from)
    const to = holiday.to ? dayOf(holiday.to) : from
    if (!from || !to) continue
    // A year at most: a mistyped end date must not make a long loop.
    for (let day = from, n = 0; day <= to && n < 366; day = nextDay(day), n += 1) days.add(day)
  }
  return days
}

/** A stored date (an ISO instant or a bare day) as its Riyadh day; null when unreadable. */
function dayOf(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : riyadhDay(new Date(time))
}

export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 5 && weekday !== 6 && !holidays.has(day)
}

/** The last moment of a Riyadh day. */
export function endOfRiyadhDay(day: string): Date {
  return new Date(Date.parse(`${day}T23:59:59.999${RIYADH_OFFSET}`))
}

/**
 * When a request received at `received` must be answered: the end of the `days`-th working day
 * after the day it came in (the day of receipt does not count, whether or not it is a working day).
 */
export function dueDate(received: Date, days: number, holidays: readonly Holiday[]): Date {
  const off = holidayDays(holidays)
  let day = riyadhDay(received)
  let counted = 0
  while (counted < days) {
    day = nextDay(day)
    if (isWorkingDay(day, off)) counted += 1
  }
  return endOfRiyadhDay(day)
}

/** The end of the Saudi week (Sunday to Saturday) that `now` falls in, in Riyadh. */
export function endOfWeek(now: Date): Date {
  const today = riyadhDay(now)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const saturday = new Date(Date.parse(`${today}T00:00:00Z`) + (6 - weekday) * DAY_MS)
    .toISOString()
    .slice(0, 10)
  return endOfRiyadhDay(saturday)
}
