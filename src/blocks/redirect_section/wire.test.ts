import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { redirectSection } from './wire'

const section = sectionBuilder('redirect_section', { id: 'rs' })

const content = {
  title: 'Your quote is a few clicks away',
  title_ar: 'عرض السعر على بُعد نقرات',
  description: 'Tell us what you want to insure.',
  description_ar: 'أخبرنا بما تريد تأمينه.',
  button_text: 'Start now',
  button_text_ar: 'ابدأ الآن',
  button_url: '/get-a-quote',
}

describe('redirectSection', () => {
  it('uses the Arabic twins', () => {
    expect(redirectSection(section(content), 'ar')).toEqual({
      kind: 'redirect_section',
      id: 'rs',
      title: 'عرض السعر على بُعد نقرات',
      paragraphs: ['أخبرنا بما تريد تأمينه.'],
      button: { text: 'ابدأ الآن', href: '/get-a-quote', external: false },
    })
  })

  it('strips tags from a description sent as HTML', () => {
    expect(
      redirectSection(section({ ...content, description: '<p>Fast &amp; simple</p>' }), 'en')
        ?.paragraphs,
    ).toEqual(['Fast & simple'])
  })

  it('marks a web address as external', () => {
    expect(
      redirectSection(section({ ...content, button_url: 'https://quote.example' }), 'en')?.button
        ?.external,
    ).toBe(true)
  })

  it('drops a band without title or button', () => {
    expect(
      redirectSection(
        section({ description: 'Only text', button_text: 'null', button_url: '/x' }),
        'en',
      ),
    ).toBeNull()
  })
})
