import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { getFormOptions } from '@/content/formOptions'
import { FormMessages } from '@/i18n/FormMessages'
import { quoteForm } from '@/forms/serviceRequests/quote'
import { browserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

import { QuoteForm } from './_components/QuoteForm'

type Props = PageProps<'/[locale]/get-a-quote'>

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('get-a-quote', (await params).locale as Locale)
}

/** Get a quote (the header's button): the page's sections, then the quote request form. */
export default async function GetAQuotePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const form = (
    <FormMessages>
      <QuoteForm
        form={browserServiceForm(quoteForm)}
        privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
        lists={await getFormOptions(locale)}
      />
    </FormMessages>
  )
  return <ContentPage name="get-a-quote" locale={locale} trail={form} />
}
