import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'

import { StatusLookup } from '@/features/service-requests/components/StatusLookup'

type Props = PageProps<'/[locale]/e-services/claim-tracking'>

/** Framed by the site, so not indexed; shared, it has its own card. */
export const generateMetadata = screenPageMetadata('claim-tracking', {
  robots: { index: false, follow: false },
})

/** Claim tracking (spec §3): ID/Iqama number and claim number, shown in the claims frame. */
export default async function ClaimTrackingPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.tracking' })
  return (
    <>
      <h1 className="text-xl font-bold text-brand-900">{t('claimTitle')}</h1>
      <p className="mt-1 text-slate-700">{t('claimIntro')}</p>
      <StatusLookup type="claim" />
    </>
  )
}
