import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { getFormOptions } from '@/content/formOptions'
import type { Locale } from '@/i18n/locales'

import { InsuranceExtensionForm } from './_components/InsuranceExtensionForm'

type Props = PageProps<'/[locale]/extend-insurance'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.insuranceExtension',
  })
  return { title: t('title') }
}

/** Extend Insurance (spec §2.6): the extension periods come from the CMS. */
export default async function ExtendInsurancePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.insuranceExtension' })
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-14">
      <Breadcrumb name="extend-insurance" locale={locale} current={t('title')} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('intro')}</p>
      <InsuranceExtensionForm lists={await getFormOptions(locale)} />
    </div>
  )
}
