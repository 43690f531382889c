import type { PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

/**
 * The language of a staff member's emails: the "Language of emails" stored on their account, else
 * the language the admin was showing when they asked (Payload's language cookie), else English.
 */
export function staffLanguageOf(req: PayloadRequest, user: unknown): Locale {
  const stored = (user as { language?: unknown } | null)?.language
  if (isLocale(stored)) return stored
  const shown = req.i18n?.language
  return isLocale(shown) ? shown : 'en'
}
