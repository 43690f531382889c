import { describe, expect, it } from 'vitest'

import { type Redirect, redirectFor, redirectPath } from '../../src/server/redirects.mjs'

describe('redirectPath', () => {
  it('keeps an old address as the server looks it up', () => {
    expect(redirectPath('/Summer-Offer/')).toBe('/summer-offer')
    expect(redirectPath(' summer-offer ')).toBe('/summer-offer')
    expect(redirectPath('https://www.example.sa/old/motor.html?utm=1#top')).toBe('/old/motor.html')
    expect(redirectPath('/ar/summer-offer')).toBe('/summer-offer')
    expect(redirectPath('/%D8%B9%D8%B1%D8%B6')).toBe('/عرض')
  })

  it('refuses what is no path of the site, or one the site keeps for itself', () => {
    for (const input of [
      '',
      '/',
      '/ar',
      '/api/pages',
      '/cms/api/users',
      '/admin',
      '/_next/x',
      '/en/x',
      '/a b',
      '/a//b',
      '/%E0%A4%A',
      '/50%25-off',
      '/\\evil.com',
    ])
      expect(redirectPath(input), input).toBeNull()
  })
})

describe('redirectFor', () => {
  const redirects = new Map<string, Redirect>([
    ['/summer-offer', { to: '/motor-insurance', permanent: true }],
    ['/old-home', { to: '/', permanent: false }],
    ['/partner', { to: 'https://partner.example.com/offer?ref=rafeef', permanent: true }],
    ['/عرض', { to: '/عروض', permanent: true }],
  ])

  it('sends an English address to the English page and an Arabic one to the Arabic page', () => {
    expect(redirectFor('/summer-offer', redirects)).toEqual({
      location: '/motor-insurance',
      permanent: true,
    })
    expect(redirectFor('/ar/summer-offer', redirects)?.location).toBe('/ar/motor-insurance')
    expect(redirectFor('/ar/old-home', redirects)).toEqual({ location: '/ar', permanent: false })
    expect(redirectFor('/old-home', redirects)?.location).toBe('/')
  })

  it('matches whatever the case and a trailing slash, and keeps the query', () => {
    expect(redirectFor('/Summer-Offer?utm_source=sms', redirects)?.location).toBe(
      '/motor-insurance?utm_source=sms',
    )
    expect(redirectFor('/partner?x=1', redirects)?.location).toBe(
      'https://partner.example.com/offer?ref=rafeef',
    )
  })

  it('keeps a query with a question mark in it, before the fragment', () => {
    const withFragment = new Map<string, Redirect>([
      ['/faq', { to: '/claims#questions', permanent: true }],
    ])
    expect(redirectFor('/faq?next=/x?y=1', withFragment)?.location).toBe(
      '/claims?next=/x?y=1#questions',
    )
  })

  it('sends an Arabic path percent-encoded, as a header must be', () => {
    expect(redirectFor('/ar/%D8%B9%D8%B1%D8%B6', redirects)?.location).toBe(
      `/ar/${encodeURIComponent('عروض')}`,
    )
    expect(redirectFor('/%D8%B9%D8%B1%D8%B6?q=a%20b', redirects)?.location).toBe(
      `/${encodeURIComponent('عروض')}?q=a%20b`,
    )
  })

  it('answers null for any other address', () => {
    expect(redirectFor('/motor-insurance', redirects)).toBeNull()
    expect(redirectFor('/summer-offer/more', redirects)).toBeNull()
    expect(redirectFor('/summer-offer', undefined)).toBeNull()
  })
})
