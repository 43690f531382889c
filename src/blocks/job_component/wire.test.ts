import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'
import type { WireObject } from '@/content/wire'

import { listBuilder } from '../shared/wireSection'
import { jobComponent } from './wire'

const section = listBuilder('job_component', {
  id: 'j1',
  itemIds: 'item-',
  content: { header: 'Latest openings', header_ar: 'أحدث الوظائف' },
})

const job: WireObject = {
  id: 12,
  title: 'Branch Manager',
  title_ar: 'مدير فرع',
  sub_title: 'Retail',
  sub_title_ar: 'الأفراد',
  level: 'Manager',
  level_ar: 'null',
  location: 'Saudi Arabia',
  location_ar: 'السعودية',
  tags: ['Retail', 'Madinah'],
  tags_ar: ['الأفراد'],
}

describe('jobComponent', () => {
  it('is registered for the wire name job_component', () => {
    expect(sectionsFromWire([section([job])], 'en')[0]?.kind).toBe('job_component')
  })

  it('maps the card fields in English', () => {
    expect(jobComponent(section([job]), 'en')?.jobs).toEqual([
      {
        id: '12',
        title: 'Branch Manager',
        subTitle: 'Retail',
        location: 'Saudi Arabia',
        level: 'Manager',
        tags: ['Retail', 'Madinah'],
      },
    ])
  })

  it('uses Arabic twins, falling back when a twin is "null"', () => {
    expect(jobComponent(section([job]), 'ar')?.jobs[0]).toMatchObject({
      title: 'مدير فرع',
      level: 'Manager',
      location: 'السعودية',
      tags: ['الأفراد'],
    })
  })

  it('reads tags sent as one comma-separated string', () => {
    const view = jobComponent(section([{ ...job, tags: 'Retail, Madinah ,', tags_ar: null }]), 'ar')
    expect(view?.jobs[0]?.tags).toEqual(['Retail', 'Madinah'])
  })

  it('takes the id from the item when the job has none', () => {
    const { id: _id, ...rest } = job
    expect(jobComponent(section([rest]), 'en')?.jobs[0]?.id).toBe('item-0')
  })

  it('keeps a headed section without jobs (it says there are none) and drops a bare empty one', () => {
    expect(jobComponent(section([]), 'en')).toMatchObject({ header: 'Latest openings', jobs: [] })
    expect(jobComponent(section([], {}), 'en')).toBeNull()
  })
})
