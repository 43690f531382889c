import { describe, expect, it } from 'vitest'

import { listBuilder } from '../shared/wireSection'
import { largeSlider } from './wire'

const content = {
  title: 'For businesses',
  title_ar: 'للشركات',
  description: '<p>Cover <em>designed</em> for you.</p>',
  viewAllButtonText: 'View all',
  viewAllButtonText_ar: 'عرض الكل',
  button_link: '/marine-insurance',
}

const section = listBuilder('largeSlider', { id: 'ls', content })

const health = {
  imageUrl: '/cms/api/media/file/h.webp',
  title: 'Health',
  title_ar: 'الصحة',
  description: '<p>Medical</p>',
  buttonText: 'Learn more',
  button_link: '/health-insurance',
}

describe('largeSlider', () => {
  it('uses the Arabic twins, strips the tags of the descriptions and builds the view-all button', () => {
    expect(largeSlider(section([health]), 'ar')).toMatchObject({
      kind: 'largeSlider',
      title: 'للشركات',
      description: 'Cover designed for you.',
      viewAll: { text: 'عرض الكل', href: '/marine-insurance' },
      items: [
        {
          title: 'الصحة',
          description: 'Medical',
          button: { text: 'Learn more', href: '/health-insurance' },
        },
      ],
    })
  })

  it('keeps the section with no items (the component shows "No items to display")', () => {
    expect(largeSlider(section([]), 'en')).toMatchObject({ title: 'For businesses', items: [] })
  })

  it('has no item button without buttonText, and an item without a link uses the view-all target', () => {
    const view = largeSlider(
      section([
        { ...health, buttonText: 'null' },
        { ...health, button_link: undefined },
      ]),
      'en',
    )
    expect(view?.items[0]?.button).toBeNull()
    expect(view?.items[1]?.button?.href).toBe('/marine-insurance')
  })

  it('has no view-all button when its text is "null"', () => {
    expect(
      largeSlider(section([health], { ...content, viewAllButtonText: 'null' }), 'en')?.viewAll,
    ).toBeNull()
  })

  it('reads content.largeSliderData from a foreign server, in order', () => {
    const view = largeSlider(
      section([], { ...content, largeSliderData: [{ title: 'A' }, { title: 'B' }] }),
      'en',
    )
    expect(view?.items.map((i) => i.title)).toEqual(['A', 'B'])
  })
})
