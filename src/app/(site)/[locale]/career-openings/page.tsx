import { setRequestLocale } from 'next-intl/server'

import { CareerOpeningsScreen, Openings } from '@/features/careers/components/CareerOpenings'
import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'

type Props = PageProps<'/[locale]/career-openings'>

/** Filtered or not, the list has one title, description and canonical address. */
export const generateMetadata = screenPageMetadata('career-openings')

/**
 * Career openings (spec §2.6): title, the filter panel, then every open job. Prerendered and
 * cached like a content page; a filtered list (`?title=…`, `?location=…`) is the search route,
 * which the address rules send such requests to (src/i18n/addressRules.ts).
 */
export default async function CareerOpeningsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return (
    <CareerOpeningsScreen locale={locale}>
      <Openings locale={locale} title="" location="" />
    </CareerOpeningsScreen>
  )
}
