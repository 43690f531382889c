import './fonts.css'
import './globals.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CookieBar } from '@/components/CookieBar/CookieBar'
import { CookieDecisionScript } from '@/components/CookieBar/CookieDecisionScript'
import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { SearchForm } from '@/features/search/SearchForm'
import { directionOf, isLocale, localeCodes } from '@/i18n/locales'
import { PageLocaleProvider } from '@/i18n/navigation'
import { messages } from '@/i18n/messages'
import { settings } from '@/settings.mjs'

export function generateStaticParams() {
  return localeCodes.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: t('brand'), template: `%s | ${t('brand')}` },
  }
}

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'site' })

  return (
    // The decision script marks <html> before hydration when the visitor has chosen about cookies.
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col bg-white antialiased">
        {/* First in the body on purpose: an inline script waits for the stylesheets, and the
            parser with it, so the first paint shows a wholly parsed page. Placed just before the
            bar, a slow phone painted the bar half-parsed and then grew it (a layout shift of 0.07). */}
        <CookieDecisionScript />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t('skipToContent')}
        </a>
        {/* No message catalogue goes to the browser here: client components get their words as
            props, and pages with a form add the forms' messages themselves (FormMessages). */}
        <PageLocaleProvider locale={locale}>
          <Header
            locale={locale}
            search={{
              bar: <SearchForm locale={locale} id="header-search-query" variant="bar" />,
              menu: <SearchForm locale={locale} id="menu-search-query" variant="menu" />,
            }}
          />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer locale={locale} />
          <CookieBar texts={messages[locale].cookies} />
        </PageLocaleProvider>
      </body>
    </html>
  )
}
