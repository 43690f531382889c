import type { Locale } from '@/i18n/locales'

import { richText } from './richText'

/** A seed value in both languages. */
export class Bilingual<T = unknown> {
  constructor(
    readonly en: T,
    readonly ar: T,
  ) {}
}

/** A translated line or paragraph. */
export const t = (en: string, ar: string) => new Bilingual(en, ar)

/** Translated rich text, in the light markup of ./richText. */
export const rich = (en: string, ar: string) => new Bilingual(richText(en), richText(ar))

/** Seed data: like a document's data, with Bilingual wherever a field is localized. */
export type SeedData = { [key: string]: SeedValue }
export type SeedValue = string | number | boolean | null | Bilingual | SeedData | SeedValue[]

/**
 * Array rows and blocks get fixed ids, so that the Arabic pass updates the same rows the English
 * pass created instead of replacing them.
 */
export function withRowIds(value: SeedValue, path = 'row'): SeedValue {
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const itemPath = `${path}-${i}`
      if (
        item &&
        typeof item === 'object' &&
        !Array.isArray(item) &&
        !(item instanceof Bilingual)
      ) {
        return { id: itemPath, ...(withRowIds(item, itemPath) as SeedData) }
      }
      return withRowIds(item, itemPath)
    })
  }
  if (value && typeof value === 'object' && !(value instanceof Bilingual)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withRowIds(v as SeedValue, `${path}-${k}`)]),
    )
  }
  return value
}

/** The data as it is written in one locale. */
export function inLocale(value: SeedValue, locale: Locale): unknown {
  if (value instanceof Bilingual) return value[locale]
  if (Array.isArray(value)) return value.map((v) => inLocale(v, locale))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLocale(v, locale)]))
  }
  return value
}
