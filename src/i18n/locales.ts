/** The one list of languages: it feeds next-intl routing, Payload localization and the admin UI. */
export const locales = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const

export type Locale = (typeof locales)[number]['code']

export const localeCodes = locales.map((l) => l.code) as Locale[]

export const defaultLocale: Locale = 'en'

/** localStorage key (spec §4) and the cookie the server reads to remember the choice. */
export const LANGUAGE_STORAGE_KEY = 'language'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as string[]).includes(value)
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locales.find((l) => l.code === locale)?.dir ?? 'ltr'
}

/**
 * The locale of an admin language (Payload's `i18n.language`): Arabic, or else English. For what
 * is kept per locale rather than in the admin's catalogue (request kinds' labels, dates).
 */
export function adminLocale(language: string | undefined): Locale {
  return language === 'ar' ? 'ar' : 'en'
}
