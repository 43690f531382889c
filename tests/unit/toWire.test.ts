import { describe, expect, it } from 'vitest'

import { groupToWire, type PageGroupDoc } from '@/content/toWire/group'
import { inLocale, twin } from '@/content/toWire/localized'
import { pageToWire } from '@/content/toWire/page'

describe('localized values', () => {
  it('reads a locale map or a plain value', () => {
    expect(inLocale({ en: 'Claims', ar: 'المطالبات' }, 'ar')).toBe('المطالبات')
    expect(inLocale('/claims', 'ar')).toBe('/claims')
    expect(inLocale({ en: 'Only English' }, 'ar')).toBeNull()
    expect(inLocale(undefined, 'en')).toBeNull()
  })
  it('emits a field and its _ar twin', () => {
    expect(twin('title', { en: 'Claims', ar: 'المطالبات' })).toEqual({
      title: 'Claims',
      title_ar: 'المطالبات',
    })
  })
})

describe('pageToWire', () => {
  const doc = {
    name: 'home',
    title: { en: 'Home', ar: 'الرئيسية' },
    description: { en: 'Welcome', ar: 'أهلاً' },
    attributes: [{ name: null, property: 'og:type', content: { en: 'website', ar: 'website' } }],
    sections: [
      {
        id: 'b1',
        blockType: 'cover',
        title: { en: 'Protection', ar: 'حماية' },
        description: { en: 'Text', ar: 'نص' },
        buttonText: { en: 'Quote', ar: 'عرض سعر' },
        button_link: '/get-a-quote',
        image: { url: '/cms/api/media/file/hero.webp', alt: 'Waves', alt_ar: 'أمواج' },
      },
      { id: 'b2', blockType: 'not-a-section-kind' },
    ],
  }

  it('maps a page read with locale "all" to the wire format', () => {
    expect(pageToWire(doc)).toEqual({
      name: 'home',
      group: null,
      meta_data: [
        {
          title: 'Home',
          title_ar: 'الرئيسية',
          attributes: [
            { name: 'description', property: null, content: 'Welcome', content_ar: 'أهلاً' },
            { name: null, property: 'og:type', content: 'website', content_ar: 'website' },
          ],
        },
      ],
      sections: [
        {
          id: 'b1',
          order: 0,
          section: { name: 'cover' },
          content: {
            title: 'Protection',
            title_ar: 'حماية',
            description: 'Text',
            description_ar: 'نص',
            buttonText: 'Quote',
            buttonText_ar: 'عرض سعر',
            button_link: '/get-a-quote',
            image: '/cms/api/media/file/hero.webp',
            image_alt: 'Waves',
            image_alt_ar: 'أمواج',
          },
          repeatable_content: [],
        },
      ],
    })
  })

  it('gives null image fields when the upload was not populated', () => {
    const wire = pageToWire({ name: 'x', sections: [{ id: 'c', blockType: 'cover', image: 12 }] })
    expect(wire.sections[0]?.content).toMatchObject({
      image: null,
      image_alt: null,
      image_alt_ar: null,
    })
  })
})

describe('groupToWire', () => {
  it('lists the published pages of a group and leaves out one never published', () => {
    const item = (id: number, name: string, status: 'published' | 'draft') => ({
      label: { en: name, ar: name },
      page: { id, name, _status: status },
    })
    const group = {
      items: [
        item(1, 'claims', 'published'),
        item(2, 'secret-draft', 'draft'),
        item(3, 'complaints', 'published'),
      ],
    } as unknown as PageGroupDoc
    expect(groupToWire(group).pages?.map((page) => page.link)).toEqual(['claims', 'complaints'])
  })
})

describe("a page's share image", () => {
  it('travels as the og:image meta tag of both languages', () => {
    const wire = pageToWire({
      name: 'motor-insurance',
      title: { en: 'Motor', ar: 'المركبات' },
      shareImage: { id: 4, url: '/cms/api/media/file/motor-card.png' } as never,
    })
    expect(wire.meta_data[0]?.attributes).toEqual([
      {
        name: null,
        property: 'og:image',
        content: '/cms/api/media/file/motor-card.png',
        content_ar: '/cms/api/media/file/motor-card.png',
      },
    ])
  })

  it('adds no tag when the page has none', () => {
    const wire = pageToWire({ name: 'claims', title: { en: 'Claims', ar: 'المطالبات' } })
    expect(wire.meta_data[0]?.attributes).toEqual([])
  })
})
