import { describe, expect, it } from 'vitest'

import {
  requestScreenMetadata,
  requestScreens,
  requestScreenTitle,
} from '@/features/service-requests/screens/requestScreens'
import { screenMetadata, type Screen } from '@/metadata/screens'

const screens: Screen[] = [
  'search',
  'submit-complaints',
  'career-openings',
  'account',
  'claim-tracking',
  'complaint-status',
  'complaint-form',
]

const requestSegments = Object.keys(requestScreens) as (keyof typeof requestScreens)[]
const metadataOf = (screen: string, locale: 'en' | 'ar') =>
  screen in requestScreens
    ? requestScreenMetadata(screen as keyof typeof requestScreens, locale)
    : screenMetadata(screen as Screen, locale)

describe('a screen without a CMS page', () => {
  it.each(
    [...screens, ...requestSegments].flatMap((screen) =>
      (['en', 'ar'] as const).map((locale) => [screen, locale]),
    ),
  )('%s has a title and a description of its own in %s', (screen, locale) => {
    const metadata = metadataOf(screen, locale as 'en' | 'ar')
    const title = String(metadata.openGraph?.title ?? '')
    const description = metadata.description ?? ''
    // A message the catalogue lacks comes back as its key.
    for (const text of [title, description]) expect(text).not.toMatch(/^\w+(\.\w+)+$/)
    expect(title.length).toBeGreaterThan(3)
    expect(description.length).toBeGreaterThan(20)
    expect(description).not.toBe(title)
  })

  it('is found at its own address, the framed ones under e-services', () => {
    expect(requestScreenMetadata('submit-claim', 'ar').alternates?.canonical).toMatch(
      /\/ar\/submit-claim$/,
    )
    expect(screenMetadata('claim-tracking', 'en').alternates?.canonical).toMatch(
      /\/e-services\/claim-tracking$/,
    )
  })
})

describe("a service request's page", () => {
  it("draws its type's title on its share image, and nothing for another segment", () => {
    expect(requestScreenTitle('activate-visa', 'en')).toBe('Activate Visit Visa')
    expect(requestScreenTitle('submit-claim', 'ar')).not.toBe(
      requestScreenTitle('submit-claim', 'en'),
    )
    expect(requestScreenTitle('search', 'en')).toBeNull()
    expect(requestScreenTitle('toString', 'en')).toBeNull()
  })
})
