import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { getFormOptions } from '@/content/formOptions'
import { FormMessages } from '@/i18n/FormMessages'
import { quoteForm } from '@/forms/serviceRequests/quote'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/get-a-quote'>

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('get-a-quote', (await params).locale as Locale)
}

/** Get a quote (the header's button): the page's sections, then the quote request form. */
export default async function GetAQuotePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms.quote' })
  const form = (
    <FormMessages>
      <ServiceRequestForm
        form={browserServiceForm(quoteForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        lists={await getFormOptions(locale)}
        card={{ title: t('title'), intro: <p>{t('intro')}</p> }}
        nextSteps={<p>{t('received')}</p>}
      />
    </FormMessages>
  )
  return <ContentPage name="get-a-quote" locale={locale} trail={form} />
}
