import { getTranslations } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'

import { MenuIcon } from '@/components/icons'
import { Logo } from '@/components/Logo'
import { buttonPrimary, buttonSecondary } from '@/components/ui/styles'
import { getHeader } from '@/content'
import { getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { DesktopNav } from './DesktopNav'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu } from './MobileMenu'

/**
 * The site header (spec §2.2): logo, menu from the CMS, language switch, online services, quote,
 * and the site search field (in the top bar, and in the menu on phones), which the layout hands in
 * from the search feature.
 * The pieces that read the current path sit in Suspense boundaries: on a page rendered per request
 * (preview, a filtered job list) they stream in with it instead of blocking the build. Even on a
 * prerendered page React writes them at the end of the document, after a first paint may have
 * happened, so each boundary's fallback takes the same room as what replaces it: the header never
 * moves (layout shift).
 */
const topBarSwitchClass =
  'rounded-full border border-white/60 px-3 py-0.5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white'

/** The hamburger's box, drawn until the menu itself arrives. */
const menuButtonPlaceholder = (
  <div className="flex md:hidden" aria-hidden>
    <span className="rounded-md p-2 text-brand-700">
      <MenuIcon />
    </span>
  </div>
)

type Props = {
  locale: Locale
  /** The search field of the top bar, and the one in the phone menu. */
  search: { bar: ReactNode; menu: ReactNode }
}

export async function Header({ locale, search }: Props) {
  const [header, settings, t, tNav] = await Promise.all([
    getHeader(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const homeLink = (
    <Link
      href="/"
      aria-label={t('homeLabel')}
      className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Logo locale={locale} />
    </Link>
  )
  const languageSwitch = (
    <Suspense>
      <LanguageSwitch
        label={t('switchLanguage')}
        ariaLabel={t('switchLanguageLabel')}
        target={locale === 'ar' ? 'en' : 'ar'}
      />
    </Suspense>
  )
  const onlineServices = (className: string) =>
    settings.eServicesUrl && (
      <a
        href={settings.eServicesUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
      >
        {tNav('onlineServices')}
      </a>
    )
  const quote = header.cta && (
    <Link
      href={header.cta.href}
      className={`${buttonPrimary} px-4 py-1.5 text-sm whitespace-nowrap`}
    >
      {header.cta.title}
    </Link>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* From 768 px a slim bar carries the language switch and online services, leaving the menu room. */}
      <div className="hidden bg-brand-900 md:block">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-4 px-4 text-sm">
          <div className="me-auto">{search.bar}</div>
          {onlineServices(
            'rounded-sm font-semibold text-white hover:underline focus-visible:outline-2 focus-visible:outline-white',
          )}
          <Suspense
            fallback={
              <span className={`${topBarSwitchClass} invisible`}>{t('switchLanguage')}</span>
            }
          >
            <LanguageSwitch
              label={t('switchLanguage')}
              ariaLabel={t('switchLanguageLabel')}
              target={locale === 'ar' ? 'en' : 'ar'}
              className={topBarSwitchClass}
            />
          </Suspense>
        </div>
      </div>
      {/*
       * Between 768 and 1024 px the menu takes a second row; from 1024 px it takes the room between
       * the logo and the buttons. It keeps to one row either way: what does not fit goes into its
       * More dropdown (DesktopNav).
       */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 px-4 py-3 lg:flex-nowrap lg:py-2">
        {homeLink}
        <div className="hidden w-full md:order-last md:block md:min-h-9 lg:order-none lg:w-auto lg:min-w-0 lg:flex-1">
          <Suspense>
            <DesktopNav
              label={tNav('main')}
              moreLabel={tNav('more')}
              items={header.items.map((item) => ({
                ...item,
                submenuLabel: tNav('submenu', { title: item.title }),
              }))}
            />
          </Suspense>
        </div>
        <div className="flex items-center gap-2">
          {quote}
          <Suspense fallback={menuButtonPlaceholder}>
            <MobileMenu
              items={header.items}
              logo={homeLink}
              labels={{
                main: tNav('main'),
                openMenu: tNav('openMenu'),
                closeMenu: tNav('closeMenu'),
              }}
              actions={
                <>
                  <div className="w-full">{search.menu}</div>
                  {languageSwitch}
                  {onlineServices(`${buttonSecondary} px-4 py-1.5 text-sm`)}
                </>
              }
            />
          </Suspense>
        </div>
      </div>
    </header>
  )
}
