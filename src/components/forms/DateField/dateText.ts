import { isoFromParts, isoParts } from '@/forms/dates'
import type { Locale } from '@/i18n/locales'

/**
 * What a visitor types into a date field, read as a date. Day first, as dates are written in
 * Saudi Arabia and the UK: 14/03/2026, 14-3-2026, 14.03.26, 14032026, 2026-03-14 (ISO), and with
 * the month's name in English or Arabic (14 March 2026, 14 مارس 2026, March 14, 2026).
 * Arabic-Indic digits (١٤/٠٣/٢٠٢٦) count the same as Western ones. Gregorian dates only.
 */
export function parseDateText(
  text: string,
  referenceYear = new Date().getFullYear(),
): string | null {
  const normalized = withMonthMarkers(normalizeText(text))
  // What is left may only be numbers, month markers and separators.
  if (!/^[\d\s/.,\-mM]*$/.test(normalized) || /[a-z]{2}/i.test(normalized.replace(/m\d+/g, '')))
    return null
  const tokens = normalized.match(/m\d+|\d+/g) ?? []
  const months = tokens.filter((token) => token.startsWith('m'))
  const numbers = tokens.filter((token) => !token.startsWith('m'))

  if (months.length === 1 && numbers.length === 2) {
    const month = Number(months[0]!.slice(1))
    // The four-digit number is the year, whichever order the two came in.
    const [a, b] = numbers as [string, string]
    const [day, year] = a.length >= 3 ? [b, a] : [a, b]
    return fromParts(year, month, day, referenceYear)
  }
  if (months.length > 0) return null

  if (numbers.length === 1) return fromRun(numbers[0]!, referenceYear)
  if (numbers.length !== 3) return null
  const [first, second, third] = numbers as [string, string, string]
  if (first.length === 4) return fromParts(first, Number(second), third, referenceYear)
  return fromParts(third, Number(second), first, referenceYear)
}

/** An ISO date as the field shows it: DD/MM/YYYY, Western digits, in both languages. */
export function formatDateText(iso: string): string {
  const parts = isoParts(iso)
  if (!parts) return ''
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year}`
}

/**
 * How Intl is asked for dates: Gregorian, Western digits
 * (docs/decisions/030-date-fields-typed-or-picked-gregorian-limits-from-today-in.md,
 * docs/architecture.md §2).
 */
const intlLocale = { en: 'en-GB', ar: 'ar-SA-u-nu-latn-ca-gregory' } as const satisfies Record<
  Locale,
  string
>

/**
 * A date as the calendar button reads it out: the day's name, then the date ("Saturday 14 March
 * 2026", "السبت 14 مارس 2026"). Worded by the browser's Intl, so the field's first load carries no
 * date library; the two parts are joined by a space, as Intl would put a comma between them.
 */
export function spokenDate(date: Date, locale: Locale): string {
  const weekday = date.toLocaleDateString(intlLocale[locale], { weekday: 'long' })
  const day = date.toLocaleDateString(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return `${weekday} ${day}`
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits become 0–9. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
}

function normalizeText(text: string): string {
  return (
    toWesternDigits(text)
      // Direction marks that copying from Arabic text brings along.
      .replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '')
      // Arabic comma and date separator; Arabic letter variants written either way.
      .replace(/[\u060C\u060D]/g, ',')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .toLowerCase()
      .trim()
  )
}

/** Month names in English (full and short) and Arabic (Egyptian/Saudi and Levantine names). */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'jan', 'يناير', 'كانون الثاني'],
  ['february', 'feb', 'فبراير', 'شباط'],
  ['march', 'mar', 'مارس', 'اذار'],
  ['april', 'apr', 'ابريل', 'نيسان'],
  ['may', 'مايو', 'ايار'],
  ['june', 'jun', 'يونيو', 'يونيه', 'حزيران'],
  ['july', 'jul', 'يوليو', 'يوليه', 'تموز'],
  ['august', 'aug', 'اغسطس', 'اب'],
  ['september', 'sept', 'sep', 'سبتمبر', 'ايلول'],
  ['october', 'oct', 'اكتوبر', 'تشرين الاول'],
  ['november', 'nov', 'نوفمبر', 'تشرين الثاني'],
  ['december', 'dec', 'ديسمبر', 'كانون الاول'],
]

// Longest names first, so "كانون الثاني" is read before a shorter name could match inside it.
const MONTH_PATTERNS = MONTH_NAMES.flatMap((names, index) =>
  names.map((name) => ({ name, month: index + 1 })),
).sort((a, b) => b.name.length - a.name.length)

/** Each month name becomes a marker `m<number>`; whole words only ("mar" is not read inside "march"). */
function withMonthMarkers(text: string): string {
  let result = text
  for (const { name, month } of MONTH_PATTERNS) {
    const pattern = new RegExp(`(^|[^\\p{L}])${name}(?=$|[^\\p{L}])`, 'gu')
    result = result.replace(pattern, `$1 m${month} `)
  }
  return result
}

function fromParts(
  yearText: string,
  month: number,
  dayText: string,
  referenceYear: number,
): string | null {
  if (dayText.length > 2 || (yearText.length !== 2 && yearText.length !== 4)) return null
  const year = yearText.length === 2 ? fullYear(Number(yearText), referenceYear) : Number(yearText)
  if (year < 1900 || year > 2199) return null
  return isoFromParts(year, month, Number(dayText))
}

/** Eight digits typed without separators: DDMMYYYY, or YYYYMMDD when only that reads as a date. */
function fromRun(run: string, referenceYear: number): string | null {
  if (run.length !== 8) return null
  return (
    fromParts(run.slice(4), Number(run.slice(2, 4)), run.slice(0, 2), referenceYear) ??
    fromParts(run.slice(0, 4), Number(run.slice(4, 6)), run.slice(6), referenceYear)
  )
}

/** A two-digit year is this century's unless that is more than 50 years ahead. */
function fullYear(twoDigits: number, referenceYear: number): number {
  const century = Math.floor(referenceYear / 100) * 100
  const year = century + twoDigits
  return year > referenceYear + 50 ? year - 100 : year
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
