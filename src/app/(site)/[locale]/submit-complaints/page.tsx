import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ServiceFrame } from '@/components/ServiceFrame/ServiceFrame'
import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'

type Props = PageProps<'/[locale]/submit-complaints'>

export const generateMetadata = screenPageMetadata('submit-complaints')

/** Submit complaint (spec §2.6): heading and the embedded complaint form, 129vh high. */
export default async function SubmitComplaintsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'screens' })
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-brand-900 md:text-4xl">
        {t('submitComplaintHeading')}
      </h1>
      <ServiceFrame kind="complaintForm" locale={locale} />
    </div>
  )
}
