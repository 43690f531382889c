import { ar, enGB } from 'react-day-picker/locale'

import type { Locale } from '@/i18n/locales'

/**
 * The calendar's language settings: always the Gregorian calendar with Western digits; Arabic
 * month and day names in Arabic, right to left, weeks from Sunday as in Saudi Arabia; English
 * (British spelling and day-first dates) with weeks from Monday.
 */
export function calendarLocale(locale: Locale) {
  return locale === 'ar'
    ? { locale: ar, weekStartsOn: 0 as const, dir: 'rtl' as const }
    : { locale: enGB, weekStartsOn: 1 as const, dir: 'ltr' as const }
}
