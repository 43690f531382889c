import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCodes } from './locales'

export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  // English at the spec's bare paths, Arabic under /ar.
  localePrefix: 'as-needed',
  // The address alone says the language: a cached page carries no Set-Cookie and looks the same to
  // every visitor, and a link to an English page never opens in Arabic. The language switch writes
  // the visitor's choice itself; the proxy reads it only on the home page (see proxy.ts).
  localeDetection: false,
  localeCookie: false,
})
