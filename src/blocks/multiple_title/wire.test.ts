import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { multipleTitle } from './wire'

const section = sectionBuilder('multiple_title', { id: 'mt', itemIds: 'mt-' })

describe('multipleTitle', () => {
  const items = [
    {
      title: 'Claims',
      title_ar: 'المطالبات',
      description: '24/7',
      description_ar: 'على مدار الساعة',
      link_text: 'Claims centre',
      link_text_ar: 'مركز المطالبات',
      link_url: '/claims',
    },
    {
      title: 'Corporate',
      description: 'Quotes and renewals',
      link_text: null,
      link_url: 'https://corp.example',
    },
    { title: 'Engineering', description: 'No link', link_text: 'Read', link_url: 'null' },
  ]

  it('maps the blocks in order with the Arabic twins', () => {
    const view = multipleTitle(
      section({ header: 'Reach the right team', header_ar: 'تواصل مع الفريق المختص' }, items),
      'ar',
    )
    expect(view?.header).toBe('تواصل مع الفريق المختص')
    expect(view?.items[0]).toEqual({
      id: 'mt-0',
      title: 'المطالبات',
      paragraphs: ['على مدار الساعة'],
      link: { text: 'مركز المطالبات', href: '/claims', external: false },
    })
    expect(view?.items.map((item) => item.id)).toEqual(['mt-0', 'mt-1', 'mt-2'])
  })

  it('keeps a link without text (the component says "Learn more")', () => {
    expect(multipleTitle(section({}, items), 'en')?.items[1]?.link).toEqual({
      text: '',
      href: 'https://corp.example',
      external: true,
    })
  })

  it('gives no link when the address is "null"', () => {
    expect(multipleTitle(section({}, items), 'en')?.items[2]?.link).toBeNull()
  })

  it('reads a card-style link (redirectText, redirectUrl)', () => {
    expect(
      multipleTitle(
        section({}, [{ title: 'T', redirectText: 'More', redirectUrl: '/faqs-page' }]),
        'en',
      )?.items[0]?.link,
    ).toEqual({
      text: 'More',
      href: '/faqs-page',
      external: false,
    })
  })

  it('skips empty blocks and drops a section with neither header nor blocks', () => {
    expect(
      multipleTitle(
        section({ header: 'H' }, [{ title: 'null', description: '<p>undefined</p>' }]),
        'en',
      )?.items,
    ).toEqual([])
    expect(multipleTitle(section({}, []), 'en')).toBeNull()
  })
})
