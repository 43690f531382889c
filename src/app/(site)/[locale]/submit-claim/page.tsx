import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { getFormOptions } from '@/content/formOptions'
import { claimForm } from '@/forms/serviceRequests/claim'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { textLink } from '@/components/ui/styles'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/submit-claim'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'forms.claim',
  })
  return { title: t('title'), description: t('intro') }
}

/** Submit your claim (spec §2.6). */
export default async function SubmitClaimPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.claim' })
  return (
    <FormPage name="submit-claim" locale={locale} title={t('title')} intro={t('intro')}>
      <ServiceRequestForm
        form={browserServiceForm(claimForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        lists={await getFormOptions(locale)}
        nextSteps={
          // The reference, with the ID, tracks the claim there.
          <p>
            {t.rich('received', {
              link: (chunks) => (
                <a href={getPathname({ href: routes.claims, locale })} className={textLink}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        }
      />
    </FormPage>
  )
}
