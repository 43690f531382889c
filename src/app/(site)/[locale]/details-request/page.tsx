import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { getFormOptions } from '@/content/formOptions'
import { detailsRequestForm } from '@/forms/serviceRequests/detailsRequest'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/details-request'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.detailsRequest',
  })
  return { title: t('title'), description: t('intro') }
}

/** Details request form (spec §2.6), for corporate products. */
export default async function DetailsRequestPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.detailsRequest' })
  return (
    <FormPage name="details-request" locale={locale} title={t('title')} intro={t('intro')}>
      <ServiceRequestForm
        form={browserServiceForm(detailsRequestForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        lists={await getFormOptions(locale)}
        nextSteps={<p>{t('received')}</p>}
      />
    </FormPage>
  )
}
