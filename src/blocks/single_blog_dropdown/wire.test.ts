import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { singleBlogDropdown } from './wire'

const section = sectionBuilder('single_blog_dropdown', { id: 'dd', itemIds: 'dd-' })

describe('singleBlogDropdown', () => {
  const items = [
    {
      title: '…the parent passes away?',
      title_ar: '…توفي الوالد؟',
      description: '<p>Benefit paid.</p>',
      description_ar: '<p>تُصرف المنفعة.</p>',
    },
    { title: '…I miss a contribution?', description: '<p>Grace period.</p>' },
  ]

  it('uses the Arabic twins and falls back per field, keeping the order', () => {
    const view = singleBlogDropdown(
      section({ header: 'What happens if…', header_ar: 'ماذا يحدث إذا…' }, items),
      'ar',
    )
    expect(view).toMatchObject({
      kind: 'single_blog_dropdown',
      header: 'ماذا يحدث إذا…',
      items: [
        { id: 'dd-0', title: '…توفي الوالد؟', body: '<p>تُصرف المنفعة.</p>' },
        { id: 'dd-1', title: '…I miss a contribution?', body: '<p>Grace period.</p>' },
      ],
    })
  })

  it('skips parts without a title or whose text is <p>undefined</p>', () => {
    const view = singleBlogDropdown(
      section({ header: 'H' }, [
        { title: 'null', description: '<p>x</p>' },
        { title: 'T', description: '<p>undefined</p>' },
        items[1]!,
      ]),
      'en',
    )
    expect(view?.items.map((item) => item.title)).toEqual(['…I miss a contribution?'])
  })

  it('reads FAQ-style parts (question, answer) from a foreign server', () => {
    expect(
      singleBlogDropdown(section({}, [{ question: 'Q?', answer: '<p>A.</p>' }]), 'en')?.items,
    ).toEqual([{ id: 'dd-0', title: 'Q?', body: '<p>A.</p>' }])
  })

  it('keeps a header and text without parts, and drops an empty section', () => {
    expect(
      singleBlogDropdown(section({ header: 'H', description: '<p>D</p>' }), 'en')?.items,
    ).toEqual([])
    expect(singleBlogDropdown(section({ header: 'undefined' }), 'en')).toBeNull()
  })
})
