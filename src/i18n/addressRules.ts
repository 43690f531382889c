import type { NextConfig } from 'next'

// Relative: next.config.ts loads this file, outside the app's path aliases.
import { routes } from '../routes.mjs'

type Rules<K extends 'redirects' | 'rewrites' | 'headers'> = Awaited<
  ReturnType<NonNullable<NextConfig[K]>>
>
type RewriteList = Extract<Rules<'rewrites'>, unknown[]>

/**
 * How an address maps to a language, as Next's own routing rules rather than a proxy (a proxy runs
 * a function and builds a Request for every page view, which cost a cached page about a sixth of
 * its serving time). English lives at the bare paths and is rewritten onto the `[locale]` segment;
 * Arabic is under `/ar` and needs no rule.
 *
 * Paths the site does not own are left alone: the contract API, Payload's admin and REST API,
 * Next's assets, and any file with an extension (robots.txt, sitemap.xml, icon.svg).
 */
const NOT_A_PAGE = '(?!(?:ar|en|api|cms|admin|_next|_vercel)(?:/|$))(?![^?]*\\.)'

/** The returning visitor's choice (see LanguageSwitch): the cookie the switch writes. */
const chose = (value: string) => [{ type: 'cookie' as const, key: 'language', value }]

export const languageRedirects: Rules<'redirects'> = [
  // Only the bare home address follows the visitor's choice; every other address names its language.
  { source: '/', has: chose('ar'), destination: '/ar', permanent: false },
  // English has no prefix: `/en/…` is the same page at its one address.
  { source: '/en', destination: '/', permanent: true },
  { source: '/en/:path*', destination: '/:path*', permanent: true },
]

/**
 * A filtered job list has a route of its own, rendered per request; the unfiltered list is
 * prerendered. A `has` query test matches only a parameter with a value, so `?title=&location=`
 * (the filter form sent empty) stays on the prerendered list, which is the same answer.
 */
const filteredOpenings: RewriteList = ['', '/ar'].flatMap((prefix) =>
  ['title', 'location'].map((key) => ({
    source: `${prefix}${routes.careerOpenings}`,
    has: [{ type: 'query' as const, key }],
    destination: `${prefix || '/en'}${routes.careerOpenings}/search`,
  })),
)

export const languageRewrites: RewriteList = [
  ...filteredOpenings,
  { source: '/', destination: '/en' },
  { source: `/:path(${NOT_A_PAGE}.+)`, destination: '/en/:path' },
]
