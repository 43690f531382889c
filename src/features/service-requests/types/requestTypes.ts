/**
 * The kinds of service request (docs/architecture.md §4). Each has a prefix for its reference
 * number, so a reference read out on the phone already says what it is about.
 */
export const requestTypes = [
  { value: 'details-request', prefix: 'DRQ', label: { en: 'Details request', ar: 'طلب معلومات' } },
  { value: 'claim', prefix: 'CLM', label: { en: 'Claim', ar: 'مطالبة' } },
  { value: 'complaint', prefix: 'CMP', label: { en: 'Complaint', ar: 'شكوى' } },
  {
    value: 'visa-activation',
    prefix: 'VSA',
    label: { en: 'Visit Visa activation', ar: 'تفعيل تأمين تأشيرة الزيارة' },
  },
  {
    value: 'insurance-extension',
    prefix: 'EXT',
    label: { en: 'Insurance extension', ar: 'تمديد التأمين' },
  },
  {
    value: 'insurance-cancellation',
    prefix: 'CNL',
    label: { en: 'Insurance cancellation', ar: 'إلغاء التأمين' },
  },
  { value: 'quote', prefix: 'QTE', label: { en: 'Quote request', ar: 'طلب عرض سعر' } },
] as const

export type RequestType = (typeof requestTypes)[number]['value']

/** The requests a visitor can follow with an ID and a number. */
export const trackableTypes = ['claim', 'complaint'] as const satisfies readonly RequestType[]
export type TrackableType = (typeof trackableTypes)[number]

export function isTrackableType(value: unknown): value is TrackableType {
  return typeof value === 'string' && (trackableTypes as readonly string[]).includes(value)
}

export function prefixOf(type: RequestType): string {
  return requestTypes.find((t) => t.value === type)?.prefix ?? 'REQ'
}
