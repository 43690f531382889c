import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'
import type { WireObject } from '@/content/wire'

import { listBuilder } from '../shared/wireSection'
import { annualReports } from './wire'

const section = listBuilder('annual_reports', {
  id: 's1',
  itemIds: 'r',
  content: { header: 'Financial reports', header_ar: 'التقارير المالية' },
})

// The shape our toWire emits: q-keys with `_ar` twins, and `quarters` repeating a name for its Arabic file.
const y2024: WireObject = {
  year: '2024',
  year_ar: '٢٠٢٤',
  yearly: '/y.pdf',
  yearly_ar: '/y-ar.pdf',
  quarters: [
    { name: 'Q1', url: '/q1.pdf' },
    { name: 'Q1', url: '/q1-ar.pdf' },
    { name: 'Q2', url: '/q2.pdf' },
  ],
}

describe('annualReports', () => {
  it('is registered for the wire name annual_reports', () => {
    expect(sectionsFromWire([section([y2024])], 'en')[0]?.kind).toBe('annual_reports')
  })

  it('takes the first quarter entry in English and the header, year and yearly file', () => {
    const view = annualReports(section([y2024]), 'en')
    expect(view.header).toBe('Financial reports')
    expect(view.rows).toEqual([
      {
        id: 'r0',
        year: '2024',
        files: { yearly: '/y.pdf', q1: '/q1.pdf', q2: '/q2.pdf', q3: null, q4: null },
      },
    ])
  })

  it('takes the second entry with a matching quarter name in Arabic, and year_ar', () => {
    const [row] = annualReports(section([y2024]), 'ar').rows
    expect(row).toMatchObject({ year: '٢٠٢٤', files: { yearly: '/y-ar.pdf', q1: '/q1-ar.pdf' } })
  })

  it('falls back to the only file of a quarter in Arabic rather than greying it out', () => {
    expect(annualReports(section([y2024]), 'ar').rows[0]?.files.q2).toBe('/q2.pdf')
  })

  it('reads the alternative shape with q1 to q4 keys and their _ar twins', () => {
    const form = { year: 2021, q1: '/a.pdf', q1_ar: '/a-ar.pdf', q4: '/d.pdf' }
    expect(annualReports(section([form]), 'en').rows[0]).toMatchObject({
      year: '2021',
      files: { q1: '/a.pdf', q4: '/d.pdf', q2: null },
    })
    expect(annualReports(section([form]), 'ar').rows[0]?.files).toMatchObject({
      q1: '/a-ar.pdf',
      q4: '/d.pdf',
    })
  })

  it('matches quarter names in any case and ignores entries without a usable address', () => {
    const item = {
      year: '2020',
      quarters: [
        { name: 'q3', url: 'null' },
        { name: ' q3 ', url: '/q3.pdf' },
        { name: 'Q9', url: '/x.pdf' },
        'junk',
      ],
    }
    expect(annualReports(section([item]), 'en').rows[0]?.files).toMatchObject({
      q3: '/q3.pdf',
      q1: null,
    })
  })

  it('treats "null" and "undefined" files as missing (the greyed, inert button)', () => {
    const item = { year: '2019', yearly: 'null', q1: 'undefined' }
    expect(annualReports(section([item]), 'en').rows[0]?.files).toEqual({
      yearly: null,
      q1: null,
      q2: null,
      q3: null,
      q4: null,
    })
  })

  it('drops rows with neither a year nor a file and keeps the order sent', () => {
    const rows = annualReports(
      section([{ year: '2023' }, { year: 'null' }, { year: '2022', q2: '/b.pdf' }]),
      'en',
    ).rows
    expect(rows.map((r) => r.year)).toEqual(['2023', '2022'])
  })

  it('keeps a section without rows so it can say there is nothing', () => {
    expect(annualReports(section([]), 'en')).toMatchObject({ kind: 'annual_reports', rows: [] })
  })
})
