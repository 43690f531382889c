import { defaultLocale, type Locale } from './locales'

/**
 * The address of a site path in a language: English at the spec's bare paths, Arabic under `/ar`
 * (next.config.ts maps them onto the `[locale]` segment; see addressRules.ts).
 */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  if (locale === defaultLocale || !href.startsWith('/')) return href
  // The home page's path is the prefix alone, with or without a query or fragment after it.
  const rest = href.slice(href.search(/[?#]|$/))
  const path = href.slice(0, href.length - rest.length)
  return path === '/' ? `/${locale}${rest}` : `/${locale}${href}`
}

/**
 * A path without its language prefix, as menus and routes name it. On the server a prerendered
 * page's path is `/en/…` (the route it was rendered as); in the browser it is the address shown.
 */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(/^\/(?:en|ar)(?=\/|$)/, '') || '/'
}

/**
 * A screen's canonical address in the visitor's language and its twins in both, English the
 * default (the `alternates` of Next's metadata).
 */
export function languageAlternates(path: string, locale: Locale) {
  const at = (language: Locale) => getPathname({ href: path, locale: language })
  return {
    canonical: at(locale),
    languages: { en: at('en'), ar: at('ar'), 'x-default': at('en') },
  }
}
