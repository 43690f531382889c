import { describe, expect, it } from 'vitest'

import { listBuilder } from '../shared/wireSection'
import { shortcuts } from './wire'

const section = listBuilder('shortcuts', { id: 'sc', content: { header: 'E-services' } })

const claim = {
  icon: '/cms/api/media/file/doc.webp',
  title: 'Submit a claim',
  title_ar: 'رفع مطالبة',
  description: '<p>Online.</p>',
  choose_type: { type: 'link', value: '/submit-claim' },
}

describe('shortcuts', () => {
  it('uses the Arabic twin and the choose_type target', () => {
    expect(shortcuts(section([claim]), 'ar')).toMatchObject({
      kind: 'shortcuts',
      items: [
        {
          title: 'رفع مطالبة',
          description: '<p>Online.</p>',
          link: { href: '/submit-claim', external: false },
        },
      ],
    })
  })

  it('ignores choose_type without a type and falls back to redirect_url', () => {
    const view = shortcuts(
      section([{ ...claim, choose_type: { value: '/x' }, redirect_url: 'https://e.example.com' }]),
      'en',
    )
    expect(view?.items[0]?.link).toEqual({ href: 'https://e.example.com', external: true })
  })

  it('treats an "undefined" icon as absent and has no link without a target', () => {
    expect(shortcuts(section([{ title: 'A', icon: 'undefined' }]), 'en')?.items[0]).toMatchObject({
      icon: null,
      link: null,
    })
  })

  it('reads content.shortcuts from a foreign server, in order', () => {
    const foreign = section([], {
      shortcuts: [
        { id: 1, title: 'One' },
        { id: 2, title: 'Two' },
      ],
    })
    expect(shortcuts(foreign, 'en')?.items.map((i) => [i.id, i.title])).toEqual([
      ['1', 'One'],
      ['2', 'Two'],
    ])
  })

  it('drops an empty list', () => {
    expect(shortcuts(section([]), 'en')).toBeNull()
  })
})
