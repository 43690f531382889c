import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { textLink } from '@/components/ui/styles'
import { getFormOptions } from '@/content/formOptions'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

import {
  requestScreenMetadata,
  type RequestScreen,
  requestScreens,
  type RequestScreenSegment,
} from '../screens/requestScreens'
import { browserServiceForm, type ServiceForm } from '../types/serviceForm'
import { formMessages } from './formMessages'
import { ServiceRequestForm } from './ServiceRequestForm'

type PageProps = { params: Promise<{ locale: string }> }

/**
 * The page of one service request type (spec §2.6): its title and intro, then the one form, and
 * what happens next once the request is in. A screen (src/features/service-requests/screens) is
 * this with its segment and its type's field list.
 */
export function serviceRequestPage(segment: RequestScreenSegment, form: ServiceForm) {
  const screen: RequestScreen = requestScreens[segment]
  const namespace = `forms.${formMessages[form.type]}` as const

  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    return requestScreenMetadata(segment, (await params).locale as Locale)
  }

  async function Page({ params }: PageProps) {
    const locale = (await params).locale as Locale
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace })
    const { trackedAt } = screen
    const received = trackedAt
      ? t.rich('received', {
          link: (chunks) => (
            <a href={getPathname({ href: trackedAt, locale })} className={textLink}>
              {chunks}
            </a>
          ),
        })
      : t('received')
    return (
      <FormPage name={segment} locale={locale} title={t('title')} intro={t('intro')}>
        <ServiceRequestForm
          form={browserServiceForm(form)}
          privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
          lists={screen.lists ? await getFormOptions(locale) : undefined}
          nextSteps={<p>{received}</p>}
        />
      </FormPage>
    )
  }

  return { generateMetadata, Page }
}
