import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'
import type { WireObject } from '@/content/wire'

import { sectionBuilder } from '../shared/wireSection'
import { tagsAccordion } from './wire'

const section = sectionBuilder('tags_accordion', { id: 't1' })

const content: WireObject = {
  header: 'At a glance',
  header_ar: 'في لمحة',
  description: '<p>Choose a <strong>topic</strong></p>',
  tags: [
    {
      id: 'a',
      tag: 'How it works',
      tag_ar: 'آلية البرنامج',
      text: 'Line one\nLine two',
      text_ar: 'سطر',
    },
    { id: 'b', tag: 'Benefits', tag_ar: 'null', text: '<p>First</p><p>Second &amp; third</p>' },
  ],
  button_text: 'Call me',
  button_text_ar: 'اتصلوا بي',
  button_url: '/details-request',
}

describe('tagsAccordion', () => {
  it('is registered for the wire name tags_accordion', () => {
    expect(sectionsFromWire([section(content)], 'en')[0]?.kind).toBe('tags_accordion')
  })

  it('strips the description and splits tag text into paragraphs', () => {
    const view = tagsAccordion(section(content), 'en')
    expect(view?.description).toBe('Choose a topic')
    expect(view?.tags).toEqual([
      { id: 'a', label: 'How it works', paragraphs: ['Line one', 'Line two'] },
      { id: 'b', label: 'Benefits', paragraphs: ['First', 'Second & third'] },
    ])
  })

  it('uses the Arabic twins, falling back when a twin is "null"', () => {
    const view = tagsAccordion(section(content), 'ar')
    expect(view?.header).toBe('في لمحة')
    expect(view?.tags.map((t) => t.label)).toEqual(['آلية البرنامج', 'Benefits'])
    expect(view?.button).toEqual({ text: 'اتصلوا بي', href: '/details-request', external: false })
  })

  it.each([{ button_text: 'null' }, { button_url: '' }])(
    'has no button without its text or its address: %j',
    (change) => {
      expect(tagsAccordion(section({ ...content, ...change }), 'en')?.button).toBeNull()
    },
  )

  it('marks http button addresses external', () => {
    expect(
      tagsAccordion(section({ ...content, button_url: 'https://x.example' }), 'en')?.button
        ?.external,
    ).toBe(true)
  })

  it('reads tags sent as repeated items and drops tags without a label', () => {
    const view = tagsAccordion(
      section({ header: 'H' }, [
        { tag: 'One', text: 'x' },
        { tag: 'undefined', text: 'y' },
      ]),
      'en',
    )
    expect(view?.tags).toEqual([{ id: 'i0', label: 'One', paragraphs: ['x'] }])
  })

  it('gives nothing for a section with no header, description or tags', () => {
    expect(tagsAccordion(section({ description: '<p>undefined</p>' }), 'en')).toBeNull()
  })
})
