import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { SearchForm } from '@/features/search/SearchForm'
import { SearchResults } from '@/features/search/SearchResults'
import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'
import { queryValue } from '@/utilities/queryValue'

type Props = PageProps<'/[locale]/search'>

/** Search results are for the visitor who asked: not indexed, one canonical address. */
export const generateMetadata = screenPageMetadata('search', {
  robots: { index: false, follow: true },
})

/**
 * Site search (`/search?q=`): the heading is prerendered; the field with the query and the results
 * are rendered per request.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t('title')}</h1>
        <p className="mt-3 mb-6 text-lg text-slate-700">{t('intro')}</p>
        {/* Until the field with the query arrives, the same field empty, with its own id: React
            shows the arrival a moment later, and both are in the document meanwhile. */}
        <Suspense
          fallback={<SearchForm locale={locale} id="search-page-query-pending" variant="page" />}
        >
          <Results locale={locale} searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  )
}

async function Results({
  locale,
  searchParams,
}: {
  locale: Locale
  searchParams: Props['searchParams']
}) {
  return <SearchResults locale={locale} query={queryValue((await searchParams).q)} />
}
