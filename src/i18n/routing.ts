import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LANGUAGE_STORAGE_KEY, localeCodes } from './locales'

export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  // English at the spec's bare paths, Arabic under /ar.
  localePrefix: 'as-needed',
  localeCookie: { name: LANGUAGE_STORAGE_KEY, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
})
