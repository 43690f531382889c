import type { Locale } from '@/i18n/locales'

/**
 * Gregorian dates in Riyadh, Western digits in both languages (plain `ar-SA` would give Hijri dates
 * and Arabic-Indic digits, and differ between Node and browsers, which breaks hydration).
 */
const tags: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-latn' }

const dateTimeFormats = formats({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Riyadh' })
const dateFormats = formats({ dateStyle: 'long', timeZone: 'Asia/Riyadh' })

function formats(options: Intl.DateTimeFormatOptions): Record<Locale, Intl.DateTimeFormat> {
  return {
    en: new Intl.DateTimeFormat(tags.en, options),
    ar: new Intl.DateTimeFormat(tags.ar, options),
  }
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Date and time, e.g. "22 November 2026 at 14:05"; '' for a missing or broken value. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  const date = parse(iso)
  return date ? dateTimeFormats[locale].format(date) : ''
}

/** The date alone, e.g. "22 November 2026"; '' for a missing or broken value. */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  const date = parse(iso)
  return date ? dateFormats[locale].format(date) : ''
}
