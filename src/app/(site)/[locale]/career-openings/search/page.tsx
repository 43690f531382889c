import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import {
  careerOpeningsMetadata,
  CareerOpeningsScreen,
  Openings,
} from '@/components/Careers/CareerOpenings'
import { LoadingOverlay } from '@/components/LoadingOverlay'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/career-openings/search'>

/** The same screen and canonical address as the unfiltered list. */
export async function generateMetadata({ params }: Props) {
  return careerOpeningsMetadata((await params).locale as Locale)
}

/** One value of a query parameter (a repeated parameter counts by its first value). */
function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

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
  return <Openings locale={locale} title={single(query.title)} location={single(query.location)} />
}
