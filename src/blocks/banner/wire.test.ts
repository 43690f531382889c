import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { banner } from './wire'

const section = sectionBuilder('banner', { id: 'b' })

const content = {
  title: 'Careers',
  title_ar: 'الوظائف',
  description: '<p>Join us.</p>',
  description_ar: '<p>انضم إلينا.</p>',
  backgroundImage: '/cms/api/media/file/hero.webp',
  backgroundImage_alt: 'A team',
  logo: '/cms/api/media/file/icon.webp',
}

describe('banner', () => {
  it('uses the Arabic twins and keeps the HTML description', () => {
    expect(banner(section(content), 'ar')).toMatchObject({
      kind: 'banner',
      title: 'الوظائف',
      description: '<p>انضم إلينا.</p>',
      background: { src: '/cms/api/media/file/hero.webp', alt: 'A team' },
      logo: { src: '/cms/api/media/file/icon.webp' },
    })
  })

  it('treats the logo "undefined" and <p>undefined</p> as absent', () => {
    expect(
      banner(section({ ...content, logo: 'undefined', description: '<p>undefined</p>' }), 'en'),
    ).toMatchObject({ logo: null, description: '' })
  })

  it('drops a banner with neither title nor text', () => {
    expect(banner(section({ backgroundImage: '/x.webp', title: 'null' }), 'en')).toBeNull()
  })
})
