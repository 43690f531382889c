import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import type { Locale } from '@/i18n/locales'

import { VisaActivationForm } from './_components/VisaActivationForm'

type Props = PageProps<'/[locale]/activate-visa'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.visaActivation',
  })
  return { title: t('title') }
}

/** Activate Visit Visa (spec §2.6). */
export default async function ActivateVisaPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.visaActivation' })
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-14">
      <Breadcrumb name="activate-visa" locale={locale} current={t('title')} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('intro')}</p>
      <VisaActivationForm />
    </div>
  )
}
