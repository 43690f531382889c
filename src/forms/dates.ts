/**
 * Calendar dates as the forms send them: `YYYY-MM-DD` strings, with no time and no time zone.
 * The browser and the API use the same helpers, so both agree on what "today" and "a year from
 * now" mean.
 */

/** The site serves Saudi Arabia: "today" is the date in Riyadh, wherever the visitor is. */
export const SITE_TIME_ZONE = 'Asia/Riyadh'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The ISO date of a year, month (1–12) and day, or null when that day does not exist (30 February). */
export function isoFromParts(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger)) return null
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null
  if (day > daysInMonth(year, month)) return null
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
}

/** Year, month (1–12) and day of an ISO date, or null when it is not a real one. */
export function isoParts(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return isoFromParts(year, month, day) ? { year, month, day } : null
}

export function isRealIsoDate(value: string): boolean {
  return isoParts(value) !== null
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no clock change interferes.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Today's date in Riyadh (or another zone), as an ISO date. */
export function todayIso(now: Date = new Date(), timeZone: string = SITE_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/**
 * Moves an ISO date by whole years, months or days. Moving 29 February or 31 January by a year or
 * a month lands on the last day of the shorter month (28 February, not 1 March).
 */
export function shiftIso(
  value: string,
  by: { years?: number; months?: number; days?: number },
): string {
  const parts = isoParts(value)
  if (!parts) throw new RangeError(`Not a date: ${value}`)
  const monthIndex = parts.year * 12 + (parts.month - 1) + (by.years ?? 0) * 12 + (by.months ?? 0)
  const year = Math.floor(monthIndex / 12)
  const month = (monthIndex % 12) + 1
  const day = Math.min(parts.day, daysInMonth(year, month))
  const date = new Date(Date.UTC(year, month - 1, day + (by.days ?? 0)))
  return date.toISOString().slice(0, 10)
}

/** The ISO date as a local midnight `Date`, which is what the calendar works with. */
export function isoToDate(value: string): Date | undefined {
  const parts = isoParts(value)
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : undefined
}

/** The calendar day of a local `Date`, as an ISO date. */
export function dateToIso(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
