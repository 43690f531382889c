import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getFormOptions } from '@/content/formOptions'
import { complaintForm } from '@/features/service-requests/types/complaint'
import { browserServiceForm } from '@/features/service-requests/types/serviceForm'
import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'
import { ComplaintNextSteps } from '@/features/service-requests/form/ComplaintNextSteps'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/e-services/complaint-form'>

/** Framed by the site, so not indexed; shared, it has its own card. */
export const generateMetadata = screenPageMetadata('complaint-form', {
  robots: { index: false, follow: false },
})

/** Our complaint and enquiry form (spec §3 "Complaint/enquiry"), shown in the submit-complaints frame. */
export default async function ComplaintFormPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.complaint' })
  return (
    <>
      <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{t('title')}</h1>
      <ServiceRequestForm
        form={browserServiceForm(complaintForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        privacyTarget="_top"
        lists={await getFormOptions(locale)}
        nextSteps={
          <ComplaintNextSteps
            locale={locale}
            complaintsHref={getPathname({ href: routes.complaints, locale })}
          />
        }
        className="mt-3 space-y-3"
      />
    </>
  )
}
