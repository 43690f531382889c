import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { ServiceFrame } from '@/components/ServiceFrame/ServiceFrame'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/claims'>

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('claims', (await params).locale as Locale)
}

/** Claims centre (spec §2.6): heading, the claim-tracking frame, then the page's sections. */
export default async function ClaimsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return (
    <ContentPage
      name="claims"
      locale={locale}
      lead={<ServiceFrame kind="claimTracking" locale={locale} />}
    />
  )
}
