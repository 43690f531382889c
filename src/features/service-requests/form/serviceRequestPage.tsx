import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormPage } from '@/components/FormPage/FormPage'
import { textLink } from '@/components/ui/styles'
import { getFormOptions } from '@/content/formOptions'
import { browserServiceForm, type ServiceForm } from '../types/serviceForm'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { type Screen, screenPageMetadata } from '@/metadata/screens'
import { routes } from '@/routes.mjs'

import { formMessages } from './formMessages'
import { ServiceRequestForm } from './ServiceRequestForm'

type PageProps = { params: Promise<{ locale: string }> }

type Options = {
  /** The page's name in the breadcrumb and its path segment (routes.mjs, metadata/screens.ts). */
  name: Screen
  form: ServiceForm
  /** The form has dropdowns of the CMS's lists (products, cities, extension periods). */
  lists?: boolean
  /** Where the reference tracks the request: its `received` message links there (`<link>`). */
  trackedAt?: string
}

/**
 * The page of one service request type (spec §2.6): its title and intro, then the one form, and
 * what happens next once the request is in. A route file is this and its type's field list.
 */
export function serviceRequestPage({ name, form, lists = false, trackedAt }: Options) {
  const namespace = `forms.${formMessages[form.type]}` as const

  const generateMetadata = screenPageMetadata(name)

  async function Page({ params }: PageProps) {
    const locale = (await params).locale as Locale
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace })
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
      <FormPage name={name} locale={locale} title={t('title')} intro={t('intro')}>
        <ServiceRequestForm
          form={browserServiceForm(form)}
          privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
          lists={lists ? await getFormOptions(locale) : undefined}
          nextSteps={<p>{received}</p>}
        />
      </FormPage>
    )
  }

  return { generateMetadata, Page }
}
