import type { Metadata } from 'next'

import { getPage } from '@/content'
import { getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { languageAlternates } from '@/i18n/paths'

/** Title and meta tags from the page's meta data; the default insurance title otherwise. */
export async function contentPageMetadata(
  name: string,
  locale: Locale,
  pathname?: string,
): Promise<Metadata> {
  const page = await getPage(name, locale)
  const settings = await getSiteSettings(locale)
  const path = pathname ?? (name === 'home' ? '' : `/${name}`)
  const other: Record<string, string> = {}
  let description: string | undefined
  for (const m of page?.meta ?? []) {
    if (m.name === 'description') description = m.content
    else other[m.name ?? m.property ?? ''] = m.content
  }
  return {
    title: { absolute: page?.title || settings.defaultTitle },
    description,
    other,
    alternates: languageAlternates(path || '/', locale),
  }
}
