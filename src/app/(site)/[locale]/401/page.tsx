import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundView } from '@/components/NotFoundView'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/401'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const [t, tScreens] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'screens' }),
  ])
  return {
    title: t('heading'),
    description: tScreens('unauthorizedText'),
    robots: { index: false },
  }
}

/** Where the protected-route guard sends visitors without a session (spec §2.1): headed 404 too. */
export default async function UnauthorizedPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'screens' })
  return <NotFoundView text={t('unauthorizedText')} />
}
