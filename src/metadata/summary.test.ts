import { describe, expect, it } from 'vitest'

import { summaryOf } from './summary'

describe('summaryOf', () => {
  it('is the first paragraph when it is short', () => {
    expect(summaryOf(['', 'Lead a team of  actuaries.', 'More.'])).toBe('Lead a team of actuaries.')
    expect(summaryOf('First.\n\nSecond.')).toBe('First.')
  })

  it('cuts a long paragraph at a word, under 160 characters', () => {
    const long = 'نقدم لعملائنا أفضل خدمات التأمين، '.repeat(10)
    const summary = summaryOf(long)
    expect(summary.length).toBeLessThanOrEqual(160)
    expect(summary.endsWith('…')).toBe(true)
    const kept = summary.slice(0, -1)
    // A whole word is kept, without the comma after it.
    expect(long.startsWith(kept)).toBe(true)
    expect(long[kept.length]).toMatch(/[\s،]/)
  })
})
