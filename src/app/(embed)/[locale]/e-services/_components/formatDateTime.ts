import type { Locale } from '@/i18n/locales'

/**
 * Gregorian date and time in Riyadh, Western digits in both languages (plain `ar-SA` would give
 * Hijri dates and Arabic-Indic digits, and differ between Node and browsers).
 */
const formats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
  ar: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formats[locale].format(date)
}
