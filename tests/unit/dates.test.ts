import { describe, expect, it } from 'vitest'

import {
  formatDateText,
  parseDateText,
  toWesternDigits,
} from '@/components/forms/DateField/dateText'
import {
  dateToIso,
  isoFromParts,
  isoToDate,
  isRealIsoDate,
  shiftIso,
  todayIso,
} from '@/forms/dates'

describe('parseDateText', () => {
  it.each([
    ['14/03/2026', '2026-03-14'],
    ['14/3/2026', '2026-03-14'],
    ['1-3-2026', '2026-03-01'],
    ['14.03.2026', '2026-03-14'],
    ['  14 / 03 / 2026  ', '2026-03-14'],
    ['14032026', '2026-03-14'],
    ['20260314', '2026-03-14'],
    ['2026-03-14', '2026-03-14'],
    ['2026/3/14', '2026-03-14'],
    ['14/03/26', '2026-03-14'],
    ['29/02/2028', '2028-02-29'],
  ])('reads the digits %s as %s', (text, iso) => {
    expect(parseDateText(text, 2026)).toBe(iso)
  })

  it.each([
    ['14 March 2026', '2026-03-14'],
    ['14 mar 2026', '2026-03-14'],
    ['March 14, 2026', '2026-03-14'],
    ['1 Sept 2026', '2026-09-01'],
    ['14 مارس 2026', '2026-03-14'],
    ['٣ أبريل ٢٠٢٦', '2026-04-03'],
    ['3 إبريل 2026', '2026-04-03'],
    ['5 يونيه 2026', '2026-06-05'],
    ['1 كانون الثاني 2027', '2027-01-01'],
    ['1 كانون الأول 2026', '2026-12-01'],
    ['2026 ديسمبر 31', '2026-12-31'],
  ])('reads the month name in %s', (text, iso) => {
    expect(parseDateText(text, 2026)).toBe(iso)
  })

  it.each([
    ['١٤/٠٣/٢٠٢٦', '2026-03-14'],
    ['١٤٠٣٢٠٢٦', '2026-03-14'],
    ['۱۴/۰۳/۲۰۲۶', '2026-03-14'],
    // As pasted from Arabic text: right-to-left marks around the numbers, the Arabic comma.
    ['\u200F١٤\u200F/\u200F٠٣\u200F/\u200F٢٠٢٦', '2026-03-14'],
    ['14 مارس، 2026', '2026-03-14'],
  ])('reads Arabic-Indic digits and marks in %s', (text, iso) => {
    expect(parseDateText(text, 2026)).toBe(iso)
  })

  it.each([
    ['30/02/2026'],
    ['29/02/2026'],
    ['31/04/2026'],
    ['00/01/2026'],
    ['14/13/2026'],
    ['14/00/2026'],
    ['2026-02-30'],
    ['٣٠/٠٢/٢٠٢٦'],
    ['30 February 2026'],
    ['31 نوفمبر 2026'],
    ['14/03'],
    ['14/03/2026/1'],
    ['14/03/202'],
    ['14/03/1800'],
    ['tomorrow'],
    ['14 Marchy 2026'],
    ['14 foo 2026'],
    ['14 March April 2026'],
    ['1403202'],
    [''],
    ['   '],
  ])('refuses %s', (text) => {
    expect(parseDateText(text, 2026)).toBeNull()
  })

  it('puts a two-digit year in this century unless that is more than 50 years ahead', () => {
    expect(parseDateText('01/01/76', 2026)).toBe('2076-01-01')
    expect(parseDateText('01/01/77', 2026)).toBe('1977-01-01')
  })
})

describe('formatDateText', () => {
  it('shows day/month/year with Western digits, padded', () => {
    expect(formatDateText('2026-03-04')).toBe('04/03/2026')
    expect(formatDateText('2026-12-31')).toBe('31/12/2026')
  })

  it('shows nothing for what is not a real date', () => {
    expect(formatDateText('')).toBe('')
    expect(formatDateText('2026-02-30')).toBe('')
    expect(formatDateText('14/03/2026')).toBe('')
  })

  it('reads back what it shows', () => {
    for (const iso of ['2026-01-01', '2028-02-29', '2026-12-31']) {
      expect(parseDateText(formatDateText(iso))).toBe(iso)
    }
  })
})

describe('toWesternDigits', () => {
  it('turns Arabic-Indic and Persian digits into 0–9 and leaves the rest', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc/')).toBe('0123456789 0123456789 abc/')
  })
})

describe('ISO dates', () => {
  it('knows which days exist', () => {
    expect(isoFromParts(2026, 2, 28)).toBe('2026-02-28')
    expect(isoFromParts(2026, 2, 29)).toBeNull()
    expect(isoFromParts(2028, 2, 29)).toBe('2028-02-29')
    expect(isoFromParts(2100, 2, 29)).toBeNull()
    expect(isoFromParts(2000, 2, 29)).toBe('2000-02-29')
    expect(isRealIsoDate('2026-04-31')).toBe(false)
    expect(isRealIsoDate('2026-4-30')).toBe(false)
  })

  it('moves by years and months to the last day of a shorter month', () => {
    expect(shiftIso('2028-02-29', { years: 1 })).toBe('2029-02-28')
    expect(shiftIso('2028-02-29', { years: -4 })).toBe('2024-02-29')
    expect(shiftIso('2026-01-31', { months: 1 })).toBe('2026-02-28')
    expect(shiftIso('2026-12-15', { months: 1 })).toBe('2027-01-15')
    expect(shiftIso('2026-01-15', { months: -1 })).toBe('2025-12-15')
    expect(shiftIso('2026-12-31', { days: 1 })).toBe('2027-01-01')
    expect(shiftIso('2026-03-01', { days: -1 })).toBe('2026-02-28')
  })

  it('takes today in Riyadh, not in the server’s zone', () => {
    // 22:30 UTC on 31 December is already 1 January in Riyadh (UTC+3).
    expect(todayIso(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01')
    expect(todayIso(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31')
  })

  it('turns ISO dates into local calendar days and back', () => {
    const date = isoToDate('2026-03-14')
    expect(date?.getFullYear()).toBe(2026)
    expect(date?.getMonth()).toBe(2)
    expect(date?.getDate()).toBe(14)
    expect(dateToIso(date!)).toBe('2026-03-14')
    expect(isoToDate('2026-02-30')).toBeUndefined()
  })
})
