import type { HeaderView } from '@/content/fromWire/header'
import type { MenuLinkView } from '@/content/view'
import { routes } from '@/routes.mjs'

/** Spec §2.3: the breadcrumb shows only on these paths (home excluded: it is the trail's root). */
const KNOWN = new Set([
  'about',
  'who-we-are',
  'financial-performance',
  'reach-us',
  'board-director',
  'motor-insurance',
  'travel-insurance',
  'waad-alAjyal-gold',
  'waad-isteqrar-gold',
  'waad-ousra',
  'visit-visa-travel-insurance',
  'marine-insurance',
  'health-insurance',
  'liability-insurance',
  'engineering-insurance',
  'pecuniary-insurance',
  'property-casualty',
  'trade-credit-insurance',
  'travellers-guide',
  'activate-visa',
  'cancel-insurance',
  'extend-insurance',
  'claims',
  'complaints',
  'medical-network',
  'contact-us',
  'surplus-distribution',
  'careers',
  'career-openings',
  'faqs-page',
])

/** Known pages outside the menu, placed under the page they belong to. */
const PARENT: Record<string, string> = {
  'travellers-guide': 'travel-insurance',
  'activate-visa': 'visit-visa-travel-insurance',
  'extend-insurance': 'visit-visa-travel-insurance',
  'cancel-insurance': 'visit-visa-travel-insurance',
  'career-openings': 'careers',
  'faqs-page': 'contact-us',
}

export type Crumb = MenuLinkView

/** Where a path sits in the menu: its section (linked to the section's first page) and its own title. */
function menuPlace(
  header: HeaderView,
  href: string,
): { section: Crumb | null; title: string } | null {
  for (const item of header.items) {
    if (item.pages.length === 0 && item.href === href) return { section: null, title: item.title }
    const page = item.pages.find((p) => p.href === href)
    if (page) {
      const first = item.href ?? item.pages[0]?.href ?? '/'
      return { section: { title: item.title, href: first }, title: page.title }
    }
  }
  return null
}

function ancestors(header: HeaderView, name: string): Crumb[] {
  const parent = PARENT[name]
  if (parent) {
    const place = menuPlace(header, `/${parent}`)
    return [
      ...ancestors(header, parent),
      ...(place ? [{ title: place.title, href: `/${parent}` }] : []),
    ]
  }
  const section = menuPlace(header, `/${name}`)?.section
  return section ? [section] : []
}

/**
 * The breadcrumb of a page (spec §2.3): Home, then the menu section, then the page. `/about` is the
 * About section itself, which lives at `/who-we-are`. Null for paths the spec does not list.
 */
export function breadcrumbTrail(
  header: HeaderView,
  name: string,
  labels: { home: string; current: string },
): Crumb[] | null {
  if (!KNOWN.has(name)) return null
  const home = { title: labels.home, href: routes.home }
  if (name === 'about') {
    const about = menuPlace(header, routes.whoWeAre)?.section
    return about ? [home, about] : null
  }
  const current = menuPlace(header, `/${name}`)?.title || labels.current
  return [home, ...ancestors(header, name), { title: current, href: `/${name}` }]
}
