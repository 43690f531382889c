import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { getPage } from '@/content'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/data-sharing'>

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('data-sharing', (await params).locale as Locale)
}

/** Data sharing (spec §2.6): the page's documents, or "No Data Available" when it lists none. */
export default async function DataSharingPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const page = await getPage('data-sharing', locale)
  if (page?.sections.some((section) => section.kind === 'customer_rights_section')) {
    return <ContentPage name="data-sharing" locale={locale} />
  }
  const t = await getTranslations({ locale, namespace: 'screens' })
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">
        {page?.title || t('dataSharingHeading')}
      </h1>
      <p className="mt-6 text-lg text-slate-600">{t('noData')}</p>
    </div>
  )
}
