import { describe, expect, it } from 'vitest'

import { headerFromWire, isActiveItem } from '@/content/fromWire/header'
import type { WireHeader } from '@/content/wire'

const page = (title: string, link: string | null, title_ar: string | null = null) => ({
  title,
  title_ar,
  link,
})

const wire: WireHeader = {
  logo: null,
  ctaButton: { label: 'Get a Quote', label_ar: 'اطلب عرض سعر', link: 'get-a-quote' },
  items: [
    { id: 1, ...page('Home', null, 'الرئيسية'), pages: [] },
    {
      id: 2,
      ...page('About', 'null', 'من نحن'),
      pages: [page('Who We Are', 'who-we-are', 'من نحن'), page('Reach Us', '/reach-us')],
    },
    {
      id: 3,
      ...page('Individual Products', null),
      pages: [page('Motor Insurance', 'motor-insurance'), page('Travel', 'travel-insurance')],
    },
    { id: 4, ...page('Careers', 'careers', 'الوظائف'), pages: [] },
  ],
}

describe('headerFromWire', () => {
  it('sends a missing link and the text "null" home', () => {
    const { items } = headerFromWire(wire, 'en')
    expect(items[0]).toMatchObject({ title: 'Home', href: '/' })
    const bare = headerFromWire(
      { ...wire, items: [{ id: 9, ...page('X', 'null'), pages: [] }] },
      'en',
    )
    expect(bare.items[0]?.href).toBe('/')
  })

  it('lets other dropdown items only open their list', () => {
    expect(headerFromWire(wire, 'en').items[1]).toMatchObject({
      href: null,
      pages: [{ href: '/who-we-are' }, { href: '/reach-us' }],
    })
  })

  it('links the product items to the first page of their dropdown', () => {
    expect(headerFromWire(wire, 'ar').items[2]?.href).toBe('/motor-insurance')
  })

  it('uses the Arabic twin in Arabic and falls back to the plain title', () => {
    const { items, cta } = headerFromWire(wire, 'ar')
    expect(items.map((i) => i.title)).toEqual([
      'الرئيسية',
      'من نحن',
      'Individual Products',
      'الوظائف',
    ])
    expect(items[1]?.pages.map((p) => p.title)).toEqual(['من نحن', 'Reach Us'])
    expect(cta).toEqual({ title: 'اطلب عرض سعر', href: '/get-a-quote' })
  })

  it('accepts a bare list of menu items', () => {
    const view = headerFromWire(wire.items, 'en')
    expect(view.items).toHaveLength(4)
    expect(view.cta).toBeNull()
  })

  it('marks an item active on its own link or one of its dropdown links', () => {
    const { items } = headerFromWire(wire, 'en')
    expect(isActiveItem(items[1]!, '/reach-us')).toBe(true)
    expect(isActiveItem(items[3]!, '/careers')).toBe(true)
    expect(isActiveItem(items[3]!, '/reach-us')).toBe(false)
  })
})
