import { getTranslations, setRequestLocale } from 'next-intl/server'

import { buttonPrimary } from '@/components/ui/styles'
import { getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { screenPageMetadata } from '@/metadata/screens'

type Props = PageProps<'/[locale]/account'>

export const generateMetadata = screenPageMetadata('account', { robots: { index: false } })

/** The signed-in customer's starting point: their policies live in the online services. */
export default async function AccountPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, tNav, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'screens' }),
    getTranslations({ locale, namespace: 'nav' }),
    getSiteSettings(locale),
  ])
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t('accountHeading')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('accountText')}</p>
      {settings.eServicesUrl && (
        <a
          href={settings.eServicesUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`mt-8 ${buttonPrimary}`}
        >
          {tNav('onlineServices')}
        </a>
      )}
    </div>
  )
}
