import type { Payload, PayloadRequest } from 'payload'

import { requestTypes } from '@/features/service-requests'
import type { ContactMessage, JobApplication, ServiceRequest } from '@/payload-types'

/**
 * Submissions counted by kind and month received: the statistics that must survive a person's
 * erasure. A month is a Riyadh calendar month (the kingdom keeps UTC+3 all year), as staff read it.
 */

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000

export const recordKinds = [
  ...requestTypes.map((type) => ({ value: type.value as string, label: type.label })),
  { value: 'contact-message', label: { en: 'Contact message', ar: 'رسالة تواصل' } },
  { value: 'job-application', label: { en: 'Job application', ar: 'طلب توظيف' } },
] as const

/** "2026-11" for a time in November 2026, Riyadh time. */
export function monthOf(iso: string): string {
  return new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 7)
}

/** The first instant of a Riyadh month, and of the month after it, as ISO times. */
function monthBounds(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const start = Date.UTC(year, index - 1, 1) - RIYADH_OFFSET_MS
  const end = Date.UTC(year, index, 1) - RIYADH_OFFSET_MS
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() }
}

/** The `count` latest months up to and including the one `now` is in, newest first. */
export function lastMonths(count: number, now = new Date()): string[] {
  const current = monthOf(now.toISOString())
  const [year, index] = current.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(year, index - 1 - back, 1)).toISOString().slice(0, 7),
  )
}

export type KindOfRecord =
  | { collection: 'service-requests'; row: Pick<ServiceRequest, 'type' | 'createdAt'> }
  | { collection: 'contact-messages'; row: Pick<ContactMessage, 'createdAt'> }
  | { collection: 'job-applications'; row: Pick<JobApplication, 'createdAt'> }

export function kindOf(record: KindOfRecord): string {
  if (record.collection === 'service-requests') return record.row.type
  return record.collection === 'contact-messages' ? 'contact-message' : 'job-application'
}

/** How many records of each kind and month the records given are: what an erasure writes down. */
export function tallyOf(records: KindOfRecord[]): { kind: string; month: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const record of records) {
    const key = `${kindOf(record)} ${monthOf(record.row.createdAt)}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => {
    const [kind, month] = key.split(' ') as [string, string]
    return { kind, month, count }
  })
}

/**
 * Records received per kind and month: those still held (counted by index, never read) plus
 * those erased since. Kinds the viewer may not read are left out by the caller.
 */
export async function receivedByMonth(
  payload: Payload,
  kinds: readonly string[],
  months: readonly string[],
  req?: PayloadRequest,
): Promise<Record<string, Record<string, number>>> {
  const erased = await payload.find({
    collection: 'erased-records',
    where: { and: [{ kind: { in: [...kinds] } }, { month: { in: [...months] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, month: true, count: true },
    req,
  })
  const table: Record<string, Record<string, number>> = {}
  for (const kind of kinds) {
    table[kind] = {}
    for (const month of months) {
      const { from, to } = monthBounds(month)
      const inMonth = { createdAt: { greater_than_equal: from, less_than: to } }
      const held =
        kind === 'contact-message' || kind === 'job-application'
          ? await payload.count({
              collection: kind === 'contact-message' ? 'contact-messages' : 'job-applications',
              where: inMonth,
              overrideAccess: true,
              req,
            })
          : await payload.count({
              collection: 'service-requests',
              where: { and: [inMonth, { type: { equals: kind } }] },
              overrideAccess: true,
              req,
            })
      table[kind][month] = held.totalDocs
    }
  }
  for (const row of erased.docs) {
    const counts = table[row.kind]
    if (counts && row.month in counts) counts[row.month] = (counts[row.month] ?? 0) + row.count
  }
  return table
}
