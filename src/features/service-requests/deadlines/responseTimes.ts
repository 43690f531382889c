import type { NotificationSettings } from '@/emails/settings'
import type { RequestType } from '../types/requestTypes'

/**
 * Working days within which each kind of request is answered, until staff set their own in the
 * site settings. Complaints and claims: the 15 working days the Insurance Authority allows (the
 * seeded complaints page promises it); the rest what the product pages promise.
 */
export const defaultResponseDays: Record<RequestType, number> = {
  'details-request': 3,
  claim: 15,
  complaint: 15,
  'visa-activation': 2,
  'insurance-extension': 3,
  'insurance-cancellation': 5,
  quote: 3,
}

/** A request type as a settings field name (field names cannot hold hyphens). */
export function settingName(type: RequestType): string {
  return type.replace(/-/g, '_')
}

/** The working days a request of this type is answered within: as staff set it, else the default. */
export function responseDaysFor(settings: NotificationSettings, type: RequestType): number {
  const days = Number(settings.responseDays[settingName(type)])
  return Number.isInteger(days) && days > 0 ? days : defaultResponseDays[type]
}
