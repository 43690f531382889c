import { getTranslations } from 'next-intl/server'

import { contentPageRoute } from '@/components/ContentPage/contentPageRoute'
import { getFormOptions } from '@/content/formOptions'
import { ServiceRequestForm } from '@/features/service-requests/form/ServiceRequestForm'
import { quoteForm } from '@/features/service-requests/types/quote'
import { browserServiceForm } from '@/features/service-requests/types/serviceForm'
import { FormMessages } from '@/i18n/FormMessages'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

/** Get a quote (the header's button): the page's sections, then the quote request form. */
const route = contentPageRoute('get-a-quote', {
  parts: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'forms.quote' })
    return {
      trail: (
        <FormMessages>
          <ServiceRequestForm
            form={browserServiceForm(quoteForm)}
            privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
            lists={await getFormOptions(locale)}
            card={{ title: t('title'), intro: <p>{t('intro')}</p> }}
            nextSteps={<p>{t('received')}</p>}
          />
        </FormMessages>
      ),
    }
  },
})

export const generateMetadata = route.generateMetadata
export default route.Page
