import { format } from 'date-fns'
import { ar, enGB } from 'react-day-picker/locale'
import { describe, expect, it } from 'vitest'

import { spokenDate } from '@/components/forms/DateField/dateText'

describe('spokenDate', () => {
  // Every day of a leap year: each weekday and month name in both languages.
  const days = Array.from({ length: 366 }, (_, i) => new Date(2028, 0, 1 + i))

  it('words a date as the calendar does (date-fns with the calendar locales), in English', () => {
    for (const day of days) {
      expect(spokenDate(day, 'en')).toBe(format(day, 'EEEE d MMMM yyyy', { locale: enGB }))
    }
    expect(spokenDate(new Date(2026, 2, 14), 'en')).toBe('Saturday 14 March 2026')
  })

  it('and in Arabic, with Western digits and Gregorian months', () => {
    for (const day of days) {
      expect(spokenDate(day, 'ar')).toBe(format(day, 'EEEE d MMMM yyyy', { locale: ar }))
    }
    expect(spokenDate(new Date(2026, 2, 14), 'ar')).toBe('السبت 14 مارس 2026')
  })
})
