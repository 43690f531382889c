import { describe, expect, it } from 'vitest'

import { pageMetadata } from './pageMetadata'

const base = {
  path: '/motor-insurance',
  description: 'Cover for your car.',
  image: { kind: 'page', key: 'motor-insurance' },
} as const

describe('pageMetadata', () => {
  it("follows a title with the brand (the layout's template) unless it names the brand", () => {
    expect(pageMetadata({ ...base, locale: 'en', title: 'Motor Insurance' }).title).toBe(
      'Motor Insurance',
    )
    expect(pageMetadata({ ...base, locale: 'ar', title: 'رفيف | حماية' }).title).toEqual({
      absolute: 'رفيف | حماية',
    })
  })

  it('gives the card of the page in its language, with a picture at an address of its title', () => {
    const ar = pageMetadata({ ...base, locale: 'ar', title: 'تأمين المركبات' })
    expect(ar.alternates?.canonical).toBe('/ar/motor-insurance')
    expect(ar.openGraph).toMatchObject({
      url: '/ar/motor-insurance',
      locale: 'ar_SA',
      alternateLocale: ['en_GB'],
      siteName: 'رفيف للتأمين التعاوني',
      images: [{ width: 1200, height: 630, alt: 'تأمين المركبات' }],
    })
    expect(ar.twitter).toMatchObject({ card: 'summary_large_image' })
    const url = (title: string) => {
      const images = pageMetadata({ ...base, locale: 'ar', title }).openGraph?.images
      return (images as { url: string }[])[0]?.url
    }
    expect(url('تأمين المركبات')).toMatch(/^\/ar\/share-image\/page\/motor-insurance\?v=[\w-]{12}$/)
    expect(url('تأمين المركبات')).toBe(url('تأمين المركبات'))
    expect(url('تأمين السيارات')).not.toBe(url('تأمين المركبات'))
  })

  it('shows the picture an editor chose as it is, without a size it may not have', () => {
    const chosen = pageMetadata({
      ...base,
      locale: 'en',
      title: 'Motor Insurance',
      image: { url: '/cms/api/media/file/motor-card.png' },
    })
    expect(chosen.openGraph?.images).toEqual([
      { url: '/cms/api/media/file/motor-card.png', alt: 'Motor Insurance' },
    ])
  })
})
