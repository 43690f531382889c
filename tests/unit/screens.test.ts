import { describe, expect, it } from 'vitest'

import { screenMetadata, type Screen } from '@/metadata/screens'

const screens: Screen[] = [
  'search',
  'submit-complaints',
  'career-openings',
  'activate-visa',
  'cancel-insurance',
  'details-request',
  'extend-insurance',
  'submit-claim',
  'account',
  'claim-tracking',
  'complaint-status',
  'complaint-form',
]

describe('a screen without a CMS page', () => {
  it.each(screens.flatMap((screen) => (['en', 'ar'] as const).map((locale) => [screen, locale])))(
    '%s has a title and a description of its own in %s',
    (screen, locale) => {
      const metadata = screenMetadata(screen as Screen, locale as 'en' | 'ar')
      const title = String(metadata.openGraph?.title ?? '')
      const description = metadata.description ?? ''
      // A message the catalogue lacks comes back as its key.
      for (const text of [title, description]) expect(text).not.toMatch(/^\w+(\.\w+)+$/)
      expect(title.length).toBeGreaterThan(3)
      expect(description.length).toBeGreaterThan(20)
      expect(description).not.toBe(title)
    },
  )

  it('is found at its own address, the framed ones under e-services', () => {
    expect(screenMetadata('submit-claim', 'ar').alternates?.canonical).toMatch(
      /\/ar\/submit-claim$/,
    )
    expect(screenMetadata('claim-tracking', 'en').alternates?.canonical).toMatch(
      /\/e-services\/claim-tracking$/,
    )
  })
})
