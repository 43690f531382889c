import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getPage } from '@/content'
import type { Locale } from '@/i18n/locales'

/** Title and meta tags from the page's meta data; the default insurance title otherwise. */
export async function contentPageMetadata(name: string, locale: Locale): Promise<Metadata> {
  const page = await getPage(name, locale)
  const t = await getTranslations({ locale, namespace: 'site' })
  const path = name === 'home' ? '' : `/${name}`
  const other: Record<string, string> = {}
  let description: string | undefined
  for (const m of page?.meta ?? []) {
    if (m.name === 'description') description = m.content
    else other[m.name ?? m.property ?? ''] = m.content
  }
  return {
    title: page?.title ? { absolute: page.title } : { absolute: t('brand') },
    description,
    other,
    alternates: {
      canonical: locale === 'ar' ? `/ar${path}` : path || '/',
      languages: { en: path || '/', ar: `/ar${path}`, 'x-default': path || '/' },
    },
  }
}
