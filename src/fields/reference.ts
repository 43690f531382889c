import { randomInt } from 'node:crypto'

const yearInRiyadh = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Riyadh', year: 'numeric' })

/**
 * A reference such as `CMP-2026-48213907`: what it names (a request type's prefix, `APP` for job
 * applications), the year, then eight random digits. Random, not a counter, so one reference says
 * nothing about the next (the status lookup also needs the visitor's ID number); digits only, so
 * it is easy to read out on the phone.
 */
export function referenceWithPrefix(prefix: string, now = new Date()): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0')
  return `${prefix}-${yearInRiyadh.format(now)}-${digits}`
}

/** How references and claim numbers are compared: trimmed, upper case. */
export function normalizeNumber(value: string): string {
  return value.trim().toUpperCase()
}
