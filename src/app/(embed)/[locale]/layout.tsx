import '../../(site)/[locale]/fonts.css'
import '../../(site)/[locale]/globals.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { brand } from '@/brand'
import { FormMessages } from '@/i18n/FormMessages'
import { directionOf, isLocale, localeCodes } from '@/i18n/locales'
import { PageLocaleProvider } from '@/i18n/navigation'
import { settings } from '@/settings.mjs'

export function generateStaticParams() {
  return localeCodes.map((locale) => ({ locale }))
}

/** Pages made to sit in the site's frames are not pages of their own for search engines. */
export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  const name = isLocale(locale) ? brand[locale].fullName : brand.en.fullName
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: name, template: `%s | ${name}` },
    robots: { index: false, follow: false },
  }
}

/**
 * The root layout of our own e-services pages, which the site embeds in frames (spec §2.6): a
 * document of its own, in the site's type and colours, without the site's header and footer.
 */
export default async function EmbedLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-white antialiased">
        <PageLocaleProvider locale={locale}>
          <FormMessages>
            <main className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6">{children}</main>
          </FormMessages>
        </PageLocaleProvider>
      </body>
    </html>
  )
}
