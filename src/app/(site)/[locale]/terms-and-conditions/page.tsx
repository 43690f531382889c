import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/terms-and-conditions'>

/** The spec's route for the page named `terms-conditions` in the content. */
const PAGE_NAME = 'terms-conditions'

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata(PAGE_NAME, (await params).locale as Locale, routes.termsAndConditions)
}

export default async function TermsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return <ContentPage name={PAGE_NAME} locale={locale} />
}
