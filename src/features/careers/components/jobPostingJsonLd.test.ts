import { describe, expect, it } from 'vitest'

import type { JobDetailView } from '@/content/fromWire/job'

import { jobPostingJsonLd } from './jobPostingJsonLd'

const job: JobDetailView = {
  id: '7',
  title: 'مسوّي مطالبات – المركبات',
  subTitle: 'مطالبات المركبات',
  location: 'المملكة العربية السعودية',
  level: '',
  tags: [],
  image: null,
  description: ['تولّي مطالبات المركبات.', 'نقدم تأمينًا طبيًا.'],
  areas: [],
  updatedAt: '2026-11-20T08:00:00.000Z',
  postedAt: '2026-11-01T08:00:00.000Z',
  place: { city: 'الرياض', region: 'منطقة الرياض', countryCode: 'SA' },
  employmentType: 'FULL_TIME',
  // Midnight in Riyadh, the evening before in UTC: the day is Riyadh's.
  closingDate: '2027-01-30T21:00:00.000Z',
}

const site = 'https://rafeef.example'

describe('jobPostingJsonLd', () => {
  it("names the country by its code, the city and region in the page's language", () => {
    const data = jobPostingJsonLd(job, `${site}/ar/career-details/7`, site, 'رفيف')
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-01T08:00:00.000Z',
      validThrough: '2027-01-31T23:59:59+03:00',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { name: 'رفيف', sameAs: site, logo: `${site}/icon.svg` },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'الرياض',
          addressRegion: 'منطقة الرياض',
          addressCountry: 'SA',
        },
      },
    })
    expect(JSON.stringify(data)).not.toContain('المملكة العربية السعودية')
  })

  it('leaves out what the job does not say, and dates by the last change without a post date', () => {
    const data = jobPostingJsonLd(
      {
        ...job,
        postedAt: null,
        closingDate: null,
        employmentType: null,
        place: { city: '', region: '', countryCode: '' },
      },
      `${site}/career-details/7`,
      site,
      'Rafeef',
    )
    expect(data.datePosted).toBe('2026-11-20T08:00:00.000Z')
    expect(data).not.toHaveProperty('validThrough')
    expect(data).not.toHaveProperty('employmentType')
    expect(data).not.toHaveProperty('jobLocation')
  })
})
