import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { getFormOptions } from '@/content/formOptions'
import { insuranceCancellationForm } from '@/forms/serviceRequests/insuranceCancellation'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/cancel-insurance'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.insuranceCancellation',
  })
  return { title: t('title'), description: t('intro') }
}

/** Cancel insurance (spec §2.6). */
export default async function CancelInsurancePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.insuranceCancellation' })
  return (
    <FormPage name="cancel-insurance" locale={locale} title={t('title')} intro={t('intro')}>
      <ServiceRequestForm
        form={browserServiceForm(insuranceCancellationForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        lists={await getFormOptions(locale)}
        nextSteps={<p>{t('received')}</p>}
      />
    </FormPage>
  )
}
