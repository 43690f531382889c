import { describe, expect, it } from 'vitest'

import { organizationJsonLd } from '@/components/StructuredData/organizationJsonLd'
import type { FooterView, SiteSettingsView } from '@/content/site'

const settings = { brandName: 'رفيف للتأمين التعاوني' } as SiteSettingsView
const facts: FooterView = {
  address: 'King Fahd Road, Riyadh',
  poBox: 'P.O. Box 1234',
  phone: '+966 11 486 2000',
  fax: '+966 11 486 2001',
  tollFree: '800 124 7333',
  capital: '',
  commercialRegistration: '1010228890',
  royalDecree: '',
  regulatorNotice: '',
  copyrightYear: '2026',
  social: [{ name: 'x', url: 'https://x.com/rafeef_example' }],
  complaintsLink: '/complaints',
}

describe('Organization structured data', () => {
  it('describes the insurer with the footer facts, in the page language', () => {
    const data = organizationJsonLd(settings, facts, 'https://www.rafeef.example', 'ar')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'InsuranceAgency',
      name: 'رفيف للتأمين التعاوني',
      url: 'https://www.rafeef.example/ar',
      telephone: '+966 11 486 2000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'King Fahd Road, Riyadh',
        addressCountry: 'SA',
      },
      contactPoint: { telephone: '800 124 7333', availableLanguage: ['ar', 'en'] },
      sameAs: ['https://x.com/rafeef_example'],
    })
  })

  it('leaves out facts the CMS does not have', () => {
    const data = organizationJsonLd(
      settings,
      { ...facts, address: '', tollFree: '', social: [] },
      'https://www.rafeef.example',
      'en',
    )
    expect(data).not.toHaveProperty('address')
    expect(data).not.toHaveProperty('contactPoint')
    expect(data).not.toHaveProperty('sameAs')
    expect(data.url).toBe('https://www.rafeef.example')
  })
})
