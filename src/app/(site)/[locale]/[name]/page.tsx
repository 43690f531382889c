import { setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { listPageNames } from '@/content'
import { requestScreens } from '@/features/service-requests'
import type { Locale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/[name]'>

/** Pages with a screen of their own (a sibling route folder) or served at another path. */
const OWN_ROUTES = new Set([
  'home',
  'claims',
  'complaints',
  'contact-us',
  'data-sharing',
  'get-a-quote',
  'terms-conditions',
  ...Object.keys(requestScreens),
])

/** Every published page is prerendered; pages published later render on first request. */
export async function generateStaticParams() {
  const names = await listPageNames()
  return names.filter((name) => !OWN_ROUTES.has(name)).map((name) => ({ name }))
}

export async function generateMetadata({ params }: Props) {
  const { locale, name } = await params
  return contentPageMetadata(name, locale as Locale)
}

export default async function GenericPage({ params }: Props) {
  const { locale, name } = await params
  setRequestLocale(locale as Locale)
  return <ContentPage name={name} locale={locale as Locale} />
}
