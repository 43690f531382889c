import type { Metadata } from 'next'

import { getPage } from '@/content'
import { getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/metadata/pageMetadata'

/**
 * Title, description, addresses and social cards from the page's meta data; the default insurance
 * title otherwise. A meta tag with the property `og:image` an editor adds is the page's share
 * image instead of the drawn one.
 */
export async function contentPageMetadata(
  name: string,
  locale: Locale,
  pathname?: string,
): Promise<Metadata> {
  const page = await getPage(name, locale)
  const settings = await getSiteSettings(locale)
  const other: Record<string, string> = {}
  let description: string | undefined
  let chosenImage: string | undefined
  for (const m of page?.meta ?? []) {
    if (m.name === 'description') description = m.content
    else if (m.property === 'og:image') chosenImage = m.content
    else other[m.name ?? m.property ?? ''] = m.content
  }
  return pageMetadata({
    locale,
    path: pathname ?? (name === 'home' ? '/' : `/${name}`),
    title: page?.title || settings.defaultTitle,
    description,
    image: chosenImage ? { url: chosenImage } : { kind: 'page', key: name },
    other,
  })
}
