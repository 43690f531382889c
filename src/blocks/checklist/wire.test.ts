import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { checklist } from './wire'

const section = sectionBuilder('checklist', { id: 'cl' })

describe('checklist', () => {
  it('uses the Arabic twins and the optional button', () => {
    const view = checklist(
      section(
        {
          header: 'Values',
          header_ar: 'قيمنا',
          button_text: 'Join',
          button_text_ar: 'انضم',
          button_url: '/careers',
        },
        [
          {
            title: 'Integrity',
            title_ar: 'النزاهة',
            description: 'Honest.',
            description_ar: 'الصدق.',
          },
        ],
      ),
      'ar',
    )
    expect(view).toMatchObject({
      kind: 'checklist',
      header: 'قيمنا',
      items: [{ title: 'النزاهة', paragraphs: ['الصدق.'] }],
      button: { text: 'انضم', href: '/careers' },
    })
  })

  it('keeps an item without a title, splits lines, and has no button when the text is null', () => {
    const view = checklist(
      section({ header: 'Covers', button_text: null, button_url: null }, [
        { title: 'null', description: 'One\nTwo' },
      ]),
      'en',
    )
    expect(view?.items[0]).toMatchObject({ title: '', paragraphs: ['One', 'Two'] })
    expect(view?.button).toBeNull()
  })

  it('keeps the order of the items', () => {
    const view = checklist(section({}, [{ description: 'A' }, { description: 'B' }]), 'en')
    expect(view?.items.map((i) => i.paragraphs[0])).toEqual(['A', 'B'])
  })

  it('drops an empty checklist', () => {
    expect(checklist(section({ header: 'undefined' }, []), 'en')).toBeNull()
  })
})
