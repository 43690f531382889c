import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { OrganizationJsonLd } from '@/components/StructuredData/OrganizationJsonLd'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]'>

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return contentPageMetadata('home', locale as Locale)
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return (
    <>
      <OrganizationJsonLd locale={locale as Locale} />
      <ContentPage name="home" locale={locale as Locale} />
    </>
  )
}
