import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { CareerOpeningsScreen, Openings } from '@/features/careers/components/CareerOpenings'
import { LoadingOverlay } from '@/components/LoadingOverlay'
import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'
import { queryValue } from '@/utilities/queryValue'

type Props = PageProps<'/[locale]/career-openings/search'>

/** The same screen, title, description and canonical address as the unfiltered list. */
export const generateMetadata = screenPageMetadata('career-openings')

/**
 * Career openings filtered by the query (`/career-openings?title=…&location=…` is rewritten here):
 * rendered per request, the heading served at once and the matching jobs streamed after it.
 */
export default async function FilteredCareerOpeningsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return (
    <CareerOpeningsScreen locale={locale}>
      <Suspense fallback={<LoadingOverlay />}>
        <FilteredOpenings locale={locale} searchParams={searchParams} />
      </Suspense>
    </CareerOpeningsScreen>
  )
}

async function FilteredOpenings({
  locale,
  searchParams,
}: {
  locale: Locale
  searchParams: Props['searchParams']
}) {
  const query = await searchParams
  return (
    <Openings
      locale={locale}
      title={queryValue(query.title)}
      location={queryValue(query.location)}
    />
  )
}
