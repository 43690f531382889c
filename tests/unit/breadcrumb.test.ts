import { describe, expect, it } from 'vitest'

import { breadcrumbTrail } from '@/components/Breadcrumb/trail'
import type { HeaderView } from '@/content/fromWire/header'

const header: HeaderView = {
  logo: '',
  cta: null,
  items: [
    { id: '1', title: 'Home', href: '/', pages: [] },
    {
      id: '2',
      title: 'About',
      href: null,
      pages: [
        { title: 'Who We Are', href: '/who-we-are' },
        { title: 'Reach Us', href: '/reach-us' },
      ],
    },
    {
      id: '3',
      title: 'Individual Products',
      href: '/motor-insurance',
      pages: [
        { title: 'Motor Insurance', href: '/motor-insurance' },
        { title: 'Visit Visa Insurance', href: '/visit-visa-travel-insurance' },
      ],
    },
    { id: '4', title: 'Careers', href: '/careers', pages: [] },
  ],
}
const labels = { home: 'Home', current: 'Page title' }

describe('breadcrumbTrail', () => {
  it('puts a menu page under its section, linked to the section’s first page', () => {
    expect(breadcrumbTrail(header, 'reach-us', labels)).toEqual([
      { title: 'Home', href: '/' },
      { title: 'About', href: '/who-we-are' },
      { title: 'Reach Us', href: '/reach-us' },
    ])
  })

  it('links /about to /who-we-are', () => {
    expect(breadcrumbTrail(header, 'about', labels)?.[1]).toEqual({
      title: 'About',
      href: '/who-we-are',
    })
  })

  it('places known pages outside the menu under the page they belong to', () => {
    expect(
      breadcrumbTrail(header, 'activate-visa', {
        home: 'Home',
        current: 'Activate Visit Visa',
      })?.map((c) => c.title),
    ).toEqual(['Home', 'Individual Products', 'Visit Visa Insurance', 'Activate Visit Visa'])
    expect(
      breadcrumbTrail(header, 'career-openings', { home: 'Home', current: 'Career openings' })?.map(
        (c) => c.href,
      ),
    ).toEqual(['/', '/careers', '/career-openings'])
  })

  it('shows nothing on paths the spec does not list', () => {
    expect(breadcrumbTrail(header, 'privacy-policy', labels)).toBeNull()
    expect(breadcrumbTrail(header, 'home', labels)).toBeNull()
  })
})
