import type { Locale } from '@/i18n/locales'

/**
 * Documents are read with `locale: 'all'`, so a localized field arrives as `{ en, ar }`. Fields
 * that are not localized arrive as plain values and are the same in both languages.
 */
export type Localized<T> = T | { [L in Locale]?: T | null }

/**
 * A generated Payload type read with `locale: 'all'`. Payload types a document in one language, so
 * its localized fields `K` are widened to what actually arrives; the keys stay the generated ones.
 */
export type AllLocales<T, K extends keyof T> = Omit<T, K> & { [P in K]: Localized<T[P]> }

function isLocaleMap<T>(
  value: Localized<T> | null | undefined,
): value is { [L in Locale]?: T | null } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('en' in value || 'ar' in value)
  )
}

export function inLocale<T>(value: Localized<T> | null | undefined, locale: Locale): T | null {
  if (value === null || value === undefined) return null
  if (isLocaleMap(value)) return value[locale] ?? null
  return value
}

/** `{ [key]: english, [key_ar]: arabic }`, the wire's way of carrying a translated field. */
export function twin<K extends string>(
  key: K,
  value: Localized<string> | null | undefined,
): Record<K | `${K}_ar`, string | null> {
  return { [key]: inLocale(value, 'en'), [`${key}_ar`]: inLocale(value, 'ar') } as Record<
    K | `${K}_ar`,
    string | null
  >
}
