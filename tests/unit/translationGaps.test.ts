import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { sectionBlocks } from '@/blocks'
import {
  translationGaps,
  translationStatus,
} from '@/features/pages/collections/Pages/translationGaps'
import { localText } from '@/fields'

const fields: Field[] = [
  { type: 'text', name: 'name' },
  localText('title', { en: 'Title', ar: 'العنوان' }),
  { name: 'sections', type: 'blocks', blocks: sectionBlocks },
]

/** Lexical's stored state with one paragraph of the given text. */
const rich = (text: string) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }],
  },
})

const labels = (gaps: { label: { en: string } }[]) => gaps.map((gap) => gap.label.en)

describe('the texts a language of a page lacks', () => {
  it('are every text of a new page in the other language, named by section and field', () => {
    const gaps = translationGaps(
      fields,
      {
        name: 'offer',
        title: 'Summer offer',
        sections: [
          { id: 'a', blockType: 'banner', title: 'Drive more', description: rich('') },
          {
            id: 'b',
            blockType: 'faq',
            header: 'Questions',
            items: [{ id: 'q1', question: 'Who?', answer: rich('Anyone.') }],
          },
        ],
      },
      undefined,
      'en',
    )
    expect(labels(gaps.ar)).toEqual([
      'Title',
      'Banner 1 › Title',
      'Questions and answers 2 › Heading',
      'Questions and answers 2 › Question 1 › Question',
      'Questions and answers 2 › Question 1 › Answer',
    ])
    expect(gaps.ar[1]!.label.ar).toBe('لافتة 1 › العنوان')
    expect(gaps.ar[3]!.path).toBe('sections.1.items.0.question')
    expect(gaps.en).toEqual([])
    expect(translationStatus(gaps)).toBe('missing-ar')
  })

  it('close as the other language is saved, section by section, matched by id', () => {
    const stored = {
      name: 'offer',
      title: { en: 'Summer offer' },
      sections: [
        { id: 'a', blockType: 'banner', title: { en: 'Drive more' } },
        { id: 'b', blockType: 'banner', title: { en: 'Save more' } },
      ],
    }
    // The Arabic form, its sections in the other order; the second one has no Arabic yet.
    const gaps = translationGaps(
      fields,
      {
        title: 'عرض الصيف',
        sections: [
          { id: 'b', blockType: 'banner', title: '' },
          { id: 'a', blockType: 'banner', title: 'قد أكثر' },
        ],
      },
      stored,
      'ar',
    )
    expect(labels(gaps.ar)).toEqual(['Banner 1 › Title'])
    expect(gaps.en).toEqual([])
  })

  it('are worked out from what is stored when a save sends only its status', () => {
    const stored = {
      title: { en: 'Offer', ar: 'عرض' },
      sections: [{ id: 'a', blockType: 'banner', title: { ar: 'قد أكثر' } }],
    }
    const gaps = translationGaps(fields, { _status: 'published' }, stored, 'en')
    expect(labels(gaps.en)).toEqual(['Banner 1 › Title'])
    expect(gaps.ar).toEqual([])
    expect(translationStatus(gaps)).toBe('missing-en')
  })

  it('count a text empty in both, or whitespace, or an empty paragraph, as no gap', () => {
    const gaps = translationGaps(
      fields,
      {
        title: '  ',
        sections: [{ id: 'a', blockType: 'banner', title: 'Drive', description: rich('') }],
      },
      { title: { ar: '' }, sections: [{ id: 'a', blockType: 'banner', title: { ar: 'قد' } }] },
      'en',
    )
    expect(gaps).toEqual({ en: [], ar: [] })
    expect(translationStatus(gaps)).toBe('complete')
  })

  it('say when each language lacks something', () => {
    const gaps = translationGaps(
      fields,
      { title: 'Offer', sections: [{ id: 'a', blockType: 'banner', title: '' }] },
      { sections: [{ id: 'a', blockType: 'banner', title: { ar: 'قد' } }] },
      'en',
    )
    expect(translationStatus(gaps)).toBe('missing-both')
  })

  it('follow lists inside groups, and forget a section the save removed', () => {
    const grouped: Field[] = [
      {
        name: 'contact',
        type: 'group',
        label: { en: 'Contact', ar: 'التواصل' },
        fields: [
          {
            name: 'lines',
            type: 'array',
            labels: { singular: { en: 'Line', ar: 'سطر' }, plural: { en: 'Lines', ar: 'أسطر' } },
            fields: [localText('text', { en: 'Text', ar: 'النص' })],
          },
        ],
      },
      { name: 'sections', type: 'blocks', blocks: sectionBlocks },
    ]
    const gaps = translationGaps(
      grouped,
      {
        contact: { lines: [{ id: 'l1', text: 'Call us' }] },
        sections: [{ id: 'b', blockType: 'banner', title: 'Kept' }],
      },
      {
        contact: { lines: [{ id: 'l1', text: { ar: 'اتصل بنا' } }] },
        sections: [
          { id: 'a', blockType: 'banner', title: { en: 'Removed' } },
          { id: 'b', blockType: 'banner', title: { ar: 'باقٍ' } },
        ],
      },
      'en',
    )
    expect(gaps).toEqual({ en: [], ar: [] })
    const lacking = translationGaps(
      grouped,
      { contact: { lines: [{ id: 'l2', text: 'Write to us' }] } },
      { contact: { lines: [{ id: 'l1', text: { ar: 'اتصل بنا' } }] } },
      'en',
    )
    expect(labels(lacking.ar)).toEqual(['Contact › Line 1 › Text'])
  })
})
