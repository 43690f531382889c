import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { getFormOptions } from '@/content/formOptions'
import { insuranceExtensionForm } from '@/forms/serviceRequests/insuranceExtension'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/extend-insurance'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.insuranceExtension',
  })
  return { title: t('title'), description: t('intro') }
}

/** Extend Insurance (spec §2.6): the extension periods are the CMS's list. */
export default async function ExtendInsurancePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.insuranceExtension' })
  return (
    <FormPage name="extend-insurance" locale={locale} title={t('title')} intro={t('intro')}>
      <ServiceRequestForm
        form={browserServiceForm(insuranceExtensionForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        lists={await getFormOptions(locale)}
        nextSteps={<p>{t('received')}</p>}
      />
    </FormPage>
  )
}
