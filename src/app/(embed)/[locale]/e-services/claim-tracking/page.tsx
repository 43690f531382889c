import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { StatusLookup } from '@/features/service-requests/components/StatusLookup'

type Props = PageProps<'/[locale]/e-services/claim-tracking'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.tracking',
  })
  return { title: t('claimTitle'), description: t('claimIntro') }
}

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
