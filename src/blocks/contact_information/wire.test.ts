import { describe, expect, it } from 'vitest'

import { phoneLink } from '@/content/fromWire/links'

import { sectionBuilder } from '../shared/wireSection'
import { contactInformation } from './wire'

const section = sectionBuilder('contact_information', { id: 'ci' })

const content = {
  title: 'We are here to help',
  title_ar: 'يسعدنا خدمتك',
  description: 'Contact our customer care team.',
  description_ar: 'تواصل مع فريق خدمة العملاء.',
  phone_number: '+966 11 486 2000',
  email: 'care@rafeef.example',
  opening_hours: 'Sunday to Thursday, 8:00 am to 5:00 pm',
  opening_hours_ar: 'من الأحد إلى الخميس',
  socialLinks: {
    twitter: 'https://x.com/rafeef_example',
    linkedin: 'https://www.linkedin.com/company/rafeef-example',
    instagram: 'https://www.instagram.com/rafeef_example',
    facebook: 'https://www.facebook.com/rafeef.example',
  },
  button_text: 'Send us a message',
  button_text_ar: 'أرسل لنا رسالة',
  button_url: '/contact-us',
}

describe('contactInformation', () => {
  it('uses the Arabic twins and builds tel: and mailto: links', () => {
    expect(contactInformation(section(content), 'ar')).toEqual({
      kind: 'contact_information',
      id: 'ci',
      title: 'يسعدنا خدمتك',
      paragraphs: ['تواصل مع فريق خدمة العملاء.'],
      phone: { text: '+966 11 486 2000', href: 'tel:+966114862000' },
      email: { text: 'care@rafeef.example', href: 'mailto:care@rafeef.example' },
      openingHours: 'من الأحد إلى الخميس',
      social: [
        { network: 'twitter', href: 'https://x.com/rafeef_example' },
        { network: 'linkedin', href: 'https://www.linkedin.com/company/rafeef-example' },
        { network: 'instagram', href: 'https://www.instagram.com/rafeef_example' },
        { network: 'facebook', href: 'https://www.facebook.com/rafeef.example' },
      ],
      button: { text: 'أرسل لنا رسالة', href: '/contact-us', external: false },
    })
  })

  it('hides the phone, email and hours given as "undefined" or "null"', () => {
    const view = contactInformation(
      section({
        ...content,
        phone_number: 'undefined',
        email: 'null',
        opening_hours: 'undefined',
        opening_hours_ar: null,
      }),
      'ar',
    )
    expect(view).toMatchObject({ phone: null, email: null, openingHours: '' })
  })

  it('reads social links as a {name, url} list in the spec order, X counting as Twitter', () => {
    const view = contactInformation(
      section({
        title: 'T',
        socialLinks: [
          { name: 'facebook', url: 'https://fb.example' },
          { name: 'X', url: 'https://x.example' },
        ],
      }),
      'en',
    )
    expect(view?.social).toEqual([
      { network: 'twitter', href: 'https://x.example' },
      { network: 'facebook', href: 'https://fb.example' },
    ])
  })

  it('reads the about block shape socialMedia.socialLinks and plain keys', () => {
    const nested = contactInformation(
      section({ socialMedia: { socialLinks: [{ name: 'LinkedIn', url: 'https://li.example' }] } }),
      'en',
    )
    expect(nested?.social).toEqual([{ network: 'linkedin', href: 'https://li.example' }])
    const flat = contactInformation(section({ instagram: 'https://ig.example' }), 'en')
    expect(flat?.social).toEqual([{ network: 'instagram', href: 'https://ig.example' }])
  })

  it('skips social links that are not web addresses', () => {
    const view = contactInformation(
      section({
        title: 'T',
        socialLinks: { twitter: 'javascript:alert(1)', facebook: 'null', linkedin: '' },
      }),
      'en',
    )
    expect(view?.social).toEqual([])
  })

  it('rejects text that is not an email address', () => {
    expect(contactInformation(section({ email: 'care at rafeef' }), 'en')).toBeNull()
    expect(
      contactInformation(section({ email: 'mailto:care@rafeef.example' }), 'en')?.email,
    ).toEqual({
      text: 'care@rafeef.example',
      href: 'mailto:care@rafeef.example',
    })
  })
})

describe('phoneLink', () => {
  it('dials digits and a leading +, Arabic-Indic digits included', () => {
    expect(phoneLink('800 124 7333')).toEqual({ text: '800 124 7333', href: 'tel:8001247333' })
    expect(phoneLink('+966 (11) 486-2000')?.href).toBe('tel:+966114862000')
    expect(phoneLink('٨٠٠ ١٢٤ ٧٣٣٣')?.href).toBe('tel:8001247333')
  })
  it('gives nothing for text without a number', () => {
    expect(phoneLink('')).toBeNull()
    expect(phoneLink('call us')).toBeNull()
  })
})
