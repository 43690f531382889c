import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { visaActivationForm } from '@/forms/serviceRequests/visaActivation'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/activate-visa'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.visaActivation',
  })
  return { title: t('title'), description: t('intro') }
}

/** Activate Visit Visa (spec §2.6). */
export default async function ActivateVisaPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.visaActivation' })
  return (
    <FormPage name="activate-visa" locale={locale} title={t('title')} intro={t('intro')}>
      <ServiceRequestForm
        form={browserServiceForm(visaActivationForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        nextSteps={<p>{t('received')}</p>}
      />
    </FormPage>
  )
}
