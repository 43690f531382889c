import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { card } from './wire'

const section = sectionBuilder('card', { id: 'c1' })

const plan = {
  logo: '/cms/api/media/file/heart.webp',
  logo_alt: 'Heart',
  title: 'Essential',
  title_ar: 'الأساسية',
  description: '<p>Shared room.</p>',
  description_ar: '<p>غرفة مشتركة.</p>',
  redirectText: 'Request',
  redirectText_ar: 'اطلب',
  redirectUrl: '/fallback',
  choose_type: { type: 'link', value: '/details-request' },
}

describe('card', () => {
  it('uses the Arabic twins in Arabic and the plain fields in English', () => {
    expect(card(section({ header: 'Plans', header_ar: 'الخطط' }, [plan]), 'ar')).toMatchObject({
      kind: 'card',
      header: 'الخطط',
      cards: [{ title: 'الأساسية', description: '<p>غرفة مشتركة.</p>', link: { text: 'اطلب' } }],
    })
    expect(card(section({ header: 'Plans' }, [plan]), 'en')?.cards[0]).toMatchObject({
      title: 'Essential',
    })
  })

  it('falls back to the plain field when the Arabic twin is missing', () => {
    const view = card(section({ header: 'Plans' }, [{ ...plan, title_ar: 'null' }]), 'ar')
    expect(view).toMatchObject({ header: 'Plans', cards: [{ title: 'Essential' }] })
  })

  it('links to the choose_type value when it has both type and value', () => {
    expect(card(section({}, [plan]), 'en')?.cards[0]?.link).toEqual({
      text: 'Request',
      href: '/details-request',
      external: false,
      download: false,
    })
  })

  it('ignores a choose_type without a value and uses redirectUrl', () => {
    const view = card(section({}, [{ ...plan, choose_type: { type: 'link', value: '' } }]), 'en')
    expect(view?.cards[0]?.link?.href).toBe('/fallback')
  })

  it('downloads when the choose_type type is file', () => {
    const file = { ...plan, choose_type: { type: 'file', value: '/cms/api/media/file/terms.pdf' } }
    expect(card(section({}, [file]), 'en')?.cards[0]?.link).toMatchObject({
      href: '/cms/api/media/file/terms.pdf',
      download: true,
    })
  })

  it.each(['null', '', undefined])('has no link when redirectText is %j', (redirectText) => {
    expect(
      card(section({}, [{ ...plan, redirectText, redirectText_ar: undefined }]), 'en')?.cards[0]
        ?.link,
    ).toBeNull()
  })

  it('treats <p>undefined</p> as no description and the logo "undefined" as no logo', () => {
    const view = card(
      section({}, [{ ...plan, description: '<p>undefined</p>', logo: 'undefined' }]),
      'en',
    )
    expect(view?.cards[0]).toMatchObject({ description: '', logo: null })
  })

  it('keeps the order of the cards and reads items from content.items (foreign shape)', () => {
    const foreign = section({ items: [{ title: 'A' }, { title: 'B' }] })
    expect(card(foreign, 'en')?.cards.map((c) => c.title)).toEqual(['A', 'B'])
  })

  it('drops a section with neither header nor cards', () => {
    expect(card(section({ header: 'null' }, []), 'en')).toBeNull()
  })
})
