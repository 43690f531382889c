'use client'

import NextLink from 'next/link'
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation'
import { type ComponentProps, createContext, type ReactNode, use, useMemo } from 'react'

import { defaultLocale, type Locale } from './locales'
import { getPathname, pathWithoutLocale } from './paths'

/*
 * Links and navigation in the page's language, on Next's own router. The language comes from the
 * root layout through a context of its own: no message provider (and no formatting library) is
 * needed in the browser, and unlike useParams() it is not request data, so pages stay prerendered.
 */
const PageLocale = createContext<Locale>(defaultLocale)

/** Set by the root layouts: the language every link below it points into. */
export function PageLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLocale value={locale}>{children}</PageLocale>
}

function usePageLocale(): Locale {
  return use(PageLocale)
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/** A link to a site path (`/claims`), in the page's language (`/ar/claims` on an Arabic page). */
export function Link({ href, ...props }: LinkProps) {
  return <NextLink href={getPathname({ href, locale: usePageLocale() })} {...props} />
}

/** The page's path without its language prefix. */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname())
}

/** Next's router, taking site paths in the page's language. */
export function useRouter() {
  const router = useNextRouter()
  const locale = usePageLocale()
  return useMemo(
    () => ({
      back: router.back,
      push: (href: string) => router.push(getPathname({ href, locale })),
      replace: (href: string) => router.replace(getPathname({ href, locale })),
    }),
    [router, locale],
  )
}
