import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'

import { sectionBuilder } from '../shared/wireSection'
import type { CoverView } from './wire'

const section = sectionBuilder('cover', { id: 7 })

const content = {
  title: 'Title',
  title_ar: 'عنوان',
  description: '<p>Safe &amp; sound</p>',
  description_ar: '<p>undefined</p>',
  buttonText: 'Go',
  buttonText_ar: 'انطلق',
  button_link: 'https://example.com',
  image: '/img.webp',
  image_alt: 'Waves',
  image_alt_ar: 'أمواج',
}

describe('cover', () => {
  it('strips the description and marks http links external', () => {
    const [view] = sectionsFromWire([section(content)], 'en')
    expect(view).toEqual({
      kind: 'cover',
      id: '7',
      title: 'Title',
      description: 'Safe & sound',
      image: { src: '/img.webp', alt: 'Waves' },
      button: { text: 'Go', href: 'https://example.com', external: true },
    })
  })
  it('reads Arabic, with the English description when the Arabic one is <p>undefined</p>', () => {
    const [view] = sectionsFromWire([section(content)], 'ar') as CoverView[]
    expect(view).toMatchObject({
      title: 'عنوان',
      description: 'Safe & sound',
      image: { alt: 'أمواج' },
    })
    expect(view?.button).toEqual({ text: 'انطلق', href: 'https://example.com', external: true })
  })
  it('has no button without text or without a link, and no image without a URL', () => {
    const bare = section({ title: 'T', buttonText: 'Go', button_link: 'null', image: 'undefined' })
    const [view] = sectionsFromWire([bare], 'en') as CoverView[]
    expect(view?.button).toBeNull()
    expect(view?.image).toBeNull()
  })
})
