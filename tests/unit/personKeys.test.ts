import { describe, expect, it } from 'vitest'

import { emailKey, idNumberKey, passportKey, phoneKey } from '@/features/data-rights/personKeys'
import { PersonQueryError, parsePersonQuery } from '@/features/data-rights/find'
import { lastMonths, monthOf, tallyOf } from '@/features/data-rights/statistics'

describe('person keys', () => {
  it('makes one key of the ways people type the same address and number', () => {
    expect(emailKey(' Sara.H@Example.COM ')).toBe('sara.h@example.com')
    expect(emailKey('no-at-sign')).toBeNull()
    expect(emailKey(42)).toBeNull()
    for (const typed of ['0501234567', '+966501234567', '966 50 123 4567', '(050) 123-4567'])
      expect(phoneKey(typed)).toBe('501234567')
    expect(phoneKey('12345678')).toBeNull()
    expect(idNumberKey(' 1012345678 ')).toBe('1012345678')
  })

  it('refuses a search with nothing, or with a detail that cannot match anyone as typed', () => {
    expect(() => parsePersonQuery({})).toThrow(PersonQueryError)
    expect(() => parsePersonQuery({ email: '   ' })).toThrow('Give an email address')
    expect(() => parsePersonQuery({ phone: '0501' })).toThrow('at least 9 digits')
    expect(() => parsePersonQuery({ idNumber: '101234567' })).toThrow('10 digits')
    expect(parsePersonQuery({ email: 'A@B.co', phone: '', idNumber: 7 })).toEqual({
      email: 'a@b.co',
      phone: null,
      idNumber: null,
      passport: null,
    })
    expect(passportKey(' k 765-4321 ')).toBe('K7654321')
    expect(phoneKey('٠٥٠١٢٣٤٥٦٧')).toBe('501234567')
  })
})

describe('statistics by month', () => {
  it('counts a month in Riyadh time', () => {
    // 22:00 UTC on 31 October is 01:00 on 1 November in Riyadh.
    expect(monthOf('2026-10-31T22:00:00.000Z')).toBe('2026-11')
    expect(monthOf('2026-10-31T20:59:59.000Z')).toBe('2026-10')
    expect(lastMonths(3, new Date('2026-01-15T00:00:00Z'))).toEqual([
      '2026-01',
      '2025-12',
      '2025-11',
    ])
  })

  it('tallies erased records by kind and month', () => {
    expect(
      tallyOf([
        {
          collection: 'service-requests',
          row: { type: 'claim', createdAt: '2026-03-02T10:00:00Z' },
        },
        {
          collection: 'service-requests',
          row: { type: 'claim', createdAt: '2026-03-20T10:00:00Z' },
        },
        { collection: 'contact-messages', row: { createdAt: '2026-04-01T10:00:00Z' } },
        { collection: 'job-applications', row: { createdAt: '2026-03-05T10:00:00Z' } },
      ]),
    ).toEqual([
      { kind: 'claim', month: '2026-03', count: 2 },
      { kind: 'contact-message', month: '2026-04', count: 1 },
      { kind: 'job-application', month: '2026-03', count: 1 },
    ])
  })
})
