import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

/**
 * Runs a Local API read in one language inside the caller's transaction. Payload sets the locale
 * of a read on the request object it is given, so reads in two languages on one request must not
 * overlap, and the caller's own locale is put back afterwards.
 */
export async function inLocale<T>(
  req: PayloadRequest,
  read: (locale: Locale) => Promise<T>,
  locale: Locale,
): Promise<T> {
  const { locale: before, fallbackLocale } = req
  try {
    return await read(locale)
  } finally {
    req.locale = before
    req.fallbackLocale = fallbackLocale
  }
}
