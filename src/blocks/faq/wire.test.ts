import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'

import { listBuilder } from '../shared/wireSection'
import { faq } from './wire'

const section = listBuilder('faq', {
  id: 'f1',
  itemIds: 'q',
  content: { header: 'Questions', header_ar: 'أسئلة' },
})

describe('faq', () => {
  it('is registered for the wire name faq', () => {
    expect(sectionsFromWire([section([{ question: 'Q', answer: 'A' }])], 'en')[0]?.kind).toBe('faq')
  })

  it('keeps the answer as HTML (RichText sanitizes it) and uses Arabic twins', () => {
    const view = faq(
      section([
        {
          question: 'Why?',
          question_ar: 'لماذا؟',
          answer: '<p>Because</p>',
          answer_ar: '<p>لأن</p>',
        },
      ]),
      'ar',
    )
    expect(view).toEqual({
      kind: 'faq',
      id: 'f1',
      header: 'أسئلة',
      items: [{ id: 'q0', question: 'لماذا؟', answer: '<p>لأن</p>' }],
    })
  })

  it('falls back to the English answer when the Arabic one is <p>undefined</p>', () => {
    const view = faq(
      section([{ question: 'Q', answer: '<p>A</p>', answer_ar: '<p>undefined</p>' }]),
      'ar',
    )
    expect(view?.items[0]?.answer).toBe('<p>A</p>')
  })

  it('drops items without a question and keeps the order sent', () => {
    const view = faq(
      section([{ question: 'One' }, { question: 'null', answer: 'x' }, { question: 'Two' }]),
      'en',
    )
    expect(view?.items.map((i) => i.question)).toEqual(['One', 'Two'])
  })

  it('gives nothing for an empty list', () => {
    expect(faq(section([]), 'en')).toBeNull()
  })
})
