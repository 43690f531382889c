import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { imageBlog } from './wire'

const section = sectionBuilder('image_blog', { id: 'ib' })

const content = {
  header: 'Why Rafeef?',
  header_ar: 'لماذا رفيف؟',
  description: '<p>For more than 17 years…</p>',
  description_ar: '<p>منذ أكثر من 17 عامًا…</p>',
  image: '/cms/api/media/file/picTeam.webp',
  image_alt: 'Illustration of colleagues at work',
  image_alt_ar: 'رسم توضيحي لزملاء في العمل',
  button_text: 'About Rafeef',
  button_text_ar: 'تعرّف على رفيف',
  button_url: '/who-we-are',
}

describe('imageBlog', () => {
  it('uses the Arabic twins, including the image alt text', () => {
    expect(imageBlog(section(content), 'ar')).toEqual({
      kind: 'image_blog',
      id: 'ib',
      header: 'لماذا رفيف؟',
      description: '<p>منذ أكثر من 17 عامًا…</p>',
      image: { src: '/cms/api/media/file/picTeam.webp', alt: 'رسم توضيحي لزملاء في العمل' },
      button: { text: 'تعرّف على رفيف', href: '/who-we-are', external: false },
    })
  })

  it('falls back to the English alt text when the Arabic one is missing', () => {
    expect(imageBlog(section({ ...content, image_alt_ar: null }), 'ar')?.image?.alt).toBe(
      'Illustration of colleagues at work',
    )
  })

  it('reads the image from imageUrl when image is absent', () => {
    expect(imageBlog(section({ header: 'H', imageUrl: '/img.png' }), 'en')?.image).toEqual({
      src: '/img.png',
      alt: '',
    })
  })

  it('treats the image text "undefined" as no image and keeps the text', () => {
    const view = imageBlog(section({ ...content, image: 'undefined' }), 'en')
    expect(view?.image).toBeNull()
    expect(view?.header).toBe('Why Rafeef?')
  })

  it('shows no button when its text is "null"', () => {
    expect(imageBlog(section({ ...content, button_text: 'null' }), 'en')?.button).toBeNull()
  })

  it('drops a section without image, header or text', () => {
    expect(imageBlog(section({ button_text: 'Go', button_url: '/x' }), 'en')).toBeNull()
  })
})
