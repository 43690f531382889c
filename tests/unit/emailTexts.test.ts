import { describe, expect, it } from 'vitest'

import { emailTexts, greeting } from '@/emails/texts'

describe("the emails' words", () => {
  it('count in Arabic by CLDR, past a hundred too', () => {
    const t = emailTexts('ar')
    const files = [1, 2, 3, 10, 11, 99, 100, 103, 111].map((count) => t('documents', { count }))
    expect(files).toEqual([
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '10 ملفات',
      '11 ملفًا',
      '99 ملفًا',
      '100 ملف',
      '103 ملفات',
      '111 ملفًا',
    ])
    expect([1, 2, 5, 15, 103].map((count) => t('workingDays', { count }))).toEqual([
      'يوم عمل واحد',
      'يومي عمل',
      '5 أيام عمل',
      '15 يوم عمل',
      '103 أيام عمل',
    ])
  })

  it('count in English, and greet with or without a name', () => {
    const t = emailTexts('en')
    expect([1, 2].map((count) => t('documents', { count }))).toEqual(['1 file', '2 files'])
    expect(t('responseTime', { days: t('workingDays', { count: 15 }), due: '1 Dec 2026' })).toBe(
      'We will answer within 15 working days, by 1 Dec 2026 at the latest.',
    )
    expect([greeting(t, 'Sara'), greeting(t, '')]).toEqual(['Hello Sara,', 'Hello,'])
    expect(greeting(emailTexts('ar'), 'سارة')).toBe('مرحبًا سارة،')
  })
})
