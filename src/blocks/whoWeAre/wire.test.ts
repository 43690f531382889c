import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { whoWeAre } from './wire'

const section = sectionBuilder('whoWeAre', { id: 'w' })

const content = {
  title: 'Rafeef',
  title_ar: 'رفيف',
  subTitle: 'Cooperation',
  subTitle_ar: 'التعاون',
  description: '<p>About us</p>',
  image: '/cms/api/media/file/office.webp',
  image_alt: 'Office',
  socialMedia: {
    socialTitle: 'Stay in touch',
    socialTitle_ar: 'تواصل معنا',
    socialDescription: 'Follow us.',
    socialLinks: [
      { icon: 'x', name: 'X', name_ar: 'إكس', url: 'https://x.com/r' },
      { icon: 'instagram', name: '', url: 'https://instagram.com/r' },
      { icon: 'facebook', name: 'Facebook', url: 'javascript:alert(1)' },
    ],
  },
}

describe('whoWeAre', () => {
  it('uses the Arabic twins, also inside socialMedia', () => {
    expect(whoWeAre(section(content), 'ar')).toMatchObject({
      kind: 'whoWeAre',
      title: 'رفيف',
      subtitle: 'التعاون',
      image: { src: '/cms/api/media/file/office.webp' },
      social: { title: 'تواصل معنا', paragraphs: ['Follow us.'] },
    })
  })

  it('names every link (the network when the name is empty) and drops non-web addresses', () => {
    expect(whoWeAre(section(content), 'ar')?.social.links).toEqual([
      { name: 'إكس', href: 'https://x.com/r', icon: 'x' },
      { name: 'Instagram', href: 'https://instagram.com/r', icon: 'instagram' },
    ])
  })

  it('recognises a network from its name when the icon is a foreign URL', () => {
    const c = {
      title: 'T',
      socialMedia: {
        socialLinks: [
          { name: 'Twitter', icon: 'https://cdn/tw.svg', url: 'https://twitter.com/r' },
        ],
      },
    }
    expect(whoWeAre(section(c), 'en')?.social.links[0]).toMatchObject({
      name: 'Twitter',
      icon: 'x',
    })
  })

  it('treats <p>undefined</p> and "undefined" as absent', () => {
    expect(
      whoWeAre(section({ ...content, description: '<p>undefined</p>', image: 'undefined' }), 'en'),
    ).toMatchObject({ description: '', image: null })
  })
})
