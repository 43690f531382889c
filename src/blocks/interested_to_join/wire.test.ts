import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { interestedToJoin } from './wire'

const section = sectionBuilder('interested_to_join', { id: 'ij' })

const content = {
  title: 'Interested in joining us?',
  title_ar: 'هل ترغب في الانضمام إلينا؟',
  description: 'Browse all our open positions.\nWe reply within 15 working days.',
  button_text: 'View all openings',
  button_text_ar: 'عرض جميع الوظائف',
  button_url: 'career-openings',
}

describe('interestedToJoin', () => {
  it('uses the Arabic twin and falls back to the English description', () => {
    expect(interestedToJoin(section(content), 'ar')).toEqual({
      kind: 'interested_to_join',
      id: 'ij',
      title: 'هل ترغب في الانضمام إلينا؟',
      paragraphs: ['Browse all our open positions.', 'We reply within 15 working days.'],
      button: { text: 'عرض جميع الوظائف', href: '/career-openings', external: false },
    })
  })

  it('shows no button when the link is "null"', () => {
    expect(interestedToJoin(section({ ...content, button_url: 'null' }), 'en')?.button).toBeNull()
  })

  it('drops an empty section', () => {
    expect(
      interestedToJoin(section({ title: 'undefined', description: '<p>undefined</p>' }), 'en'),
    ).toBeNull()
  })
})
