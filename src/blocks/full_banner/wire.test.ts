import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { fullBanner } from './wire'

const section = sectionBuilder('full_banner', { id: 3 })

const content = {
  title: 'Claims',
  title_ar: 'المطالبات',
  description: '<p>Report a claim <b>any time</b>.</p>',
  description_ar: '<p>undefined</p>',
  image: '/cms/api/media/file/claims.webp',
  image_alt: 'A car on a road',
  image_alt_ar: 'سيارة على الطريق',
}

describe('full_banner', () => {
  it('reads the visitor’s language and strips the description to text', () => {
    expect(fullBanner(section(content), 'en')).toEqual({
      kind: 'full_banner',
      id: '3',
      title: 'Claims',
      description: 'Report a claim any time.',
      image: { src: '/cms/api/media/file/claims.webp', alt: 'A car on a road' },
    })
  })

  it('falls back to the English description when the Arabic one is <p>undefined</p>', () => {
    expect(fullBanner(section(content), 'ar')).toMatchObject({
      title: 'المطالبات',
      description: 'Report a claim any time.',
      image: { alt: 'سيارة على الطريق' },
    })
  })

  it('has no image without a URL', () => {
    expect(fullBanner(section({ title: 'T', image: 'null' }), 'en').image).toBeNull()
  })
})
