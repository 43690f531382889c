import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JobNotFound } from '@/features/careers/components/JobNotFound'
import { NotFoundView } from '@/components/NotFoundView'
import type { Locale } from '@/i18n/locales'

import { isNotFoundScreen, notFoundScreens } from '@/server/notFoundScreens.mjs'

type Props = PageProps<'/[locale]/not-found-screen/[kind]'>

const screens = { page: NotFoundView, job: JobNotFound }

export function generateStaticParams() {
  return notFoundScreens.map((kind) => ({ kind }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'notFound',
  })
  return { title: t('heading'), description: t('text'), robots: { index: false } }
}

/**
 * The not-found screens as whole documents, prerendered in the site's shell in each language. The
 * server sends one as the body of a page's 404 (src/server/notFoundDocument.mjs): for a page that
 * calls notFound() itself, Next renders the screen in the browser only (vercel/next.js#62228).
 */
export default async function NotFoundScreen({ params }: Props) {
  const { locale, kind } = await params
  if (!isNotFoundScreen(kind)) notFound()
  setRequestLocale(locale as Locale)
  const Screen = screens[kind]
  return <Screen />
}
