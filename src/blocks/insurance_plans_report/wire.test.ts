import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'

import { listBuilder } from '../shared/wireSection'
import { insurancePlansReport } from './wire'

const section = listBuilder('insurance_plans_report', {
  id: 'p1',
  itemIds: 'b',
  content: { header: 'Compare', header_ar: 'قارن' },
})

describe('insurancePlansReport', () => {
  it('is registered for the wire name insurance_plans_report', () => {
    expect(sectionsFromWire([section([{ title: 'T' }])], 'en')[0]?.kind).toBe(
      'insurance_plans_report',
    )
  })

  it('maps a row per benefit with Plan 1 to Plan 3 in the visitor language', () => {
    const row = {
      title: 'Repair',
      title_ar: 'الإصلاح',
      plan1: '',
      plan2: 'Workshops',
      plan2_ar: 'الورش',
      plan3: 'Agency',
      plan3_ar: 'الوكالة',
    }
    expect(insurancePlansReport(section([row]), 'ar')).toEqual({
      kind: 'insurance_plans_report',
      id: 'p1',
      header: 'قارن',
      rows: [{ id: 'b0', title: 'الإصلاح', plans: ['', 'الورش', 'الوكالة'] }],
    })
  })

  it('treats "undefined" and "null" plan texts as not covered', () => {
    const view = insurancePlansReport(
      section([{ title: 'X', plan1: 'undefined', plan2: 'null', plan3: 'Yes' }]),
      'en',
    )
    expect(view.rows[0]?.plans).toEqual(['', '', 'Yes'])
  })

  it('keeps an empty section for its "No insurance plans available" state', () => {
    expect(insurancePlansReport(section([]), 'en')).toMatchObject({ rows: [] })
    expect(insurancePlansReport(section([{ title: 'null' }]), 'en').rows).toEqual([])
  })
})
