import type { CollectionBeforeChangeHook, TextField } from 'payload'

import { asciiDigits } from '@/i18n/digits'

/**
 * How a person is recognised across what the site holds about them (their rights under the PDPL:
 * see src/privacy). Visitors type the same address or number differently from one form to the next,
 * so each submission keeps a normalized copy, indexed, that a search for the person compares with.
 */

/** An email address as compared: trimmed, lower-case. */
export function emailKey(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  return key.includes('@') ? key : null
}

/**
 * A phone number as compared: its last nine digits, the subscriber number of a Saudi mobile. So
 * "0501234567", "+966 50 123 4567" and "966501234567" are one number.
 */
export function phoneKey(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = asciiDigits(value).replace(/\D/g, '')
  return digits.length >= 9 ? digits.slice(-9) : null
}

/** An ID or Iqama number as compared: its digits (typed in either script). */
export function idNumberKey(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = asciiDigits(value).replace(/\D/g, '')
  return digits.length > 0 ? digits : null
}

/** A passport number as compared: its letters and digits, upper-case. */
export function passportKey(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const key = asciiDigits(value)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
  return key.length >= 5 ? key : null
}

const hiddenKey = (name: string): TextField => ({
  name,
  type: 'text',
  index: true,
  // Server-set copies of what the visitor sent; staff read the originals.
  access: { create: () => false, update: () => false },
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
})

/** The hidden, indexed keys a collection of submissions carries (and a passport's, if it asks). */
export const personKeyFields = ({ passport = false } = {}): TextField[] => [
  hiddenKey('personEmail'),
  hiddenKey('personPhone'),
  ...(passport ? [hiddenKey('personPassport')] : []),
]

/**
 * Sets the keys from the submitted email and phone (read by `read` from the data being created).
 * What visitors send is never changed afterwards, so only a create sets them.
 */
export function setPersonKeys(
  read: (data: Record<string, unknown>) => { email: unknown; phone: unknown; passport?: unknown },
): CollectionBeforeChangeHook {
  return ({ data, operation }) => {
    if (operation !== 'create') return data
    const { email, phone, passport } = read(data)
    return {
      ...data,
      personEmail: emailKey(email),
      personPhone: phoneKey(phone),
      ...(passport === undefined ? {} : { personPassport: passportKey(passport) }),
    }
  }
}
