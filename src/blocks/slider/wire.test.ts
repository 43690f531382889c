import { describe, expect, it } from 'vitest'

import { listBuilder } from '../shared/wireSection'
import { slider } from './wire'

const section = listBuilder('slider', { id: 's1', content: { header: 'For you', header_ar: 'لك' } })

const motor = {
  imageUrl: '/cms/api/media/file/motor.webp',
  imageUrl_alt: 'A car',
  imageUrl_alt_ar: 'سيارة',
  title: 'Motor',
  title_ar: 'المركبات',
  description: '<p>Cover for <b>your</b> car.</p>',
  redirectText: 'Learn more',
  redirectText_ar: 'اعرف المزيد',
  choose_type: { type: 'link', value: '/motor-insurance' },
}

describe('slider', () => {
  it('uses the Arabic twins, with the image alt in Arabic', () => {
    expect(slider(section([motor]), 'ar')).toMatchObject({
      kind: 'slider',
      header: 'لك',
      items: [
        {
          title: 'المركبات',
          image: { alt: 'سيارة' },
          link: { text: 'اعرف المزيد', href: '/motor-insurance' },
        },
      ],
    })
  })

  it('strips the tags of the description', () => {
    expect(slider(section([motor]), 'en')?.items[0]?.description).toBe('Cover for your car.')
  })

  it.each(['null', '', undefined])(
    'hides the link when the redirect text is %j',
    (redirectText) => {
      expect(
        slider(section([{ ...motor, redirectText, redirectText_ar: undefined }]), 'ar')?.items[0]
          ?.link,
      ).toBeNull()
    },
  )

  it('uses choose_type only with both type and value', () => {
    expect(
      slider(section([{ ...motor, choose_type: { type: null, value: '/x' } }]), 'en')?.items[0]
        ?.link,
    ).toBeNull()
  })

  it('keeps the order and drops a slider without items', () => {
    expect(
      slider(section([{ title: 'A' }, { title: 'B' }]), 'en')?.items.map((i) => i.title),
    ).toEqual(['A', 'B'])
    expect(slider(section([]), 'en')).toBeNull()
  })
})
