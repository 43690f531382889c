import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'

import { StatusLookup } from '@/features/service-requests/components/StatusLookup'

type Props = PageProps<'/[locale]/e-services/complaint-status'>

/** Framed by the site, so not indexed; shared, it has its own card. */
export const generateMetadata = screenPageMetadata('complaint-status', {
  robots: { index: false, follow: false },
})

/** Complaint status (spec §3 "Complaint tracking"): ID and complaint number, shown in the complaints frame. */
export default async function ComplaintStatusPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.tracking' })
  return (
    <>
      <h1 className="text-xl font-bold text-brand-900">{t('complaintTitle')}</h1>
      <p className="mt-1 text-slate-700">{t('complaintIntro')}</p>
      <StatusLookup type="complaint" />
    </>
  )
}
