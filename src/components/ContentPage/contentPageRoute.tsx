import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { ContentPage } from './ContentPage'
import { contentPageMetadata } from './metadata'

type PageProps = { params: Promise<{ locale: string }> }

/** What a screen adds around the page's sections (spec §2.6), in the visitor's language. */
type Parts = { lead?: ReactNode; trail?: ReactNode }

type Options = {
  /** The address, when it is not `/<name>` (the spec's route for a page named otherwise). */
  pathname?: string
  parts?: (locale: Locale) => Parts | Promise<Parts>
}

/**
 * The route of a content page the CMS writes (spec §2.4): its metadata from the page, and the page
 * with what its screen adds. A route file is this one call.
 */
export function contentPageRoute(name: string, { pathname, parts }: Options = {}) {
  async function generateMetadata({ params }: PageProps) {
    return contentPageMetadata(name, (await params).locale as Locale, pathname)
  }

  async function Page({ params }: PageProps) {
    const locale = (await params).locale as Locale
    setRequestLocale(locale)
    return <ContentPage name={name} locale={locale} {...await parts?.(locale)} />
  }

  return { generateMetadata, Page }
}
