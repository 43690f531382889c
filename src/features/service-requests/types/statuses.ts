/**
 * Where a request stands; staff change it in the CMS and the tracking pages show it
 * (docs/architecture.md §4).
 */
export const requestStatuses = [
  { value: 'received', label: { en: 'Received', ar: 'تم الاستلام' } },
  { value: 'in_review', label: { en: 'In review', ar: 'قيد المراجعة' } },
  { value: 'resolved', label: { en: 'Resolved', ar: 'تمت المعالجة' } },
  { value: 'closed', label: { en: 'Closed', ar: 'مغلق' } },
] as const

/** Statuses of a request still waiting for its answer: these can be overdue. */
export const openStatuses = [
  'received',
  'in_review',
] as const satisfies readonly (typeof requestStatuses)[number]['value'][]

export type RequestStatus = (typeof requestStatuses)[number]['value']

export function statusLabel(status: string): { en: string; ar: string } {
  const found = requestStatuses.find((s) => s.value === status)
  return found ? { en: found.label.en, ar: found.label.ar } : { en: status, ar: status }
}
