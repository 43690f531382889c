import { setRequestLocale } from 'next-intl/server'

import {
  careerOpeningsMetadata,
  CareerOpeningsScreen,
  Openings,
} from '@/features/careers/components/CareerOpenings'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/career-openings'>

export async function generateMetadata({ params }: Props) {
  return careerOpeningsMetadata((await params).locale as Locale)
}

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
