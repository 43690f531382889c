import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { singleImage } from './wire'

const section = sectionBuilder('single_image', { id: 'si' })

describe('singleImage', () => {
  it('gives the image with the alt text in the visitor language', () => {
    const content = {
      image: '/cms/api/media/file/crane.webp',
      image_alt: 'A crane',
      image_alt_ar: 'رافعة',
    }
    expect(singleImage(section(content), 'ar')).toEqual({
      kind: 'single_image',
      id: 'si',
      image: { src: '/cms/api/media/file/crane.webp', alt: 'رافعة' },
    })
    expect(singleImage(section(content), 'en')?.image.alt).toBe('A crane')
  })

  it('accepts imageUrl', () => {
    expect(singleImage(section({ imageUrl: '/a.png' }), 'en')?.image.src).toBe('/a.png')
  })

  it.each([null, 'null', 'undefined', ''])('drops the section when the image is %j', (image) => {
    expect(singleImage(section({ image }), 'en')).toBeNull()
  })
})
