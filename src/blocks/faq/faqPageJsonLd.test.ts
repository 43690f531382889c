import { describe, expect, it } from 'vitest'

import type { SectionView } from '@/content/view'

import { faqPageJsonLd } from './faqPageJsonLd'

const faq = (id: string, questions: string[]): SectionView => ({
  kind: 'faq',
  id,
  header: '',
  items: questions.map((question, index) => ({
    id: `${id}-${index}`,
    question,
    answer: `<p>About ${question}</p><script>alert(1)</script>`,
  })),
})

describe('faqPageJsonLd', () => {
  it('describes the questions of every FAQ section as one FAQPage, in page order', () => {
    const data = faqPageJsonLd([faq('a', ['One?', 'Two?']), faq('b', ['Three?'])])
    expect(data?.['@type']).toBe('FAQPage')
    const entries = data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(entries.map((entry) => entry.name)).toEqual(['One?', 'Two?', 'Three?'])
    expect(entries[0]?.acceptedAnswer.text).toBe('<p>About One?</p>')
  })

  it('is null on a page without questions', () => {
    expect(faqPageJsonLd([])).toBeNull()
  })
})
