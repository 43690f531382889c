'use client'

import NextLink from 'next/link'
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation'
import { type ComponentProps, createContext, type ReactNode, use, useMemo } from 'react'

import { defaultLocale, type Locale } from './locales'
import { getPathname, pathWithoutLocale } from './paths'

/*
 * Links and navigation in the page's language, on Next's own router, in place of next-intl's
 * `createNavigation`, whose client side reads the language with `useLocale` and so needs a
 * `NextIntlClientProvider` (and the formatting library) in the browser of every page
 * (amannn/next-intl#1825; `tests/unit/upstream.test.ts` fails when that changes). The language
 * comes from the root layout through a context of its own; unlike useParams() it is not request
 * data, so pages stay prerendered.
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

/**
 * A link to a site path (`/claims`), in the page's language (`/ar/claims` on an Arabic page).
 *
 * The next page is fetched ahead when the visitor shows the intent to follow the link (pointer
 * over it, a touch, keyboard focus), not for every link that scrolls into view: on a phone, Next's
 * default spent the first seconds' bandwidth and main thread on the forms' code of the quote and
 * claim links at the top of the home page.
 */
export function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useNextRouter()
  const target = getPathname({ href, locale: usePageLocale() })
  const ahead =
    prefetch !== false && target.startsWith('/') ? () => router.prefetch(target) : undefined
  return (
    <NextLink
      href={target}
      prefetch={false}
      onMouseEnter={(event) => {
        ahead?.()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        ahead?.()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        ahead?.()
        onFocus?.(event)
      }}
      {...props}
    />
  )
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
