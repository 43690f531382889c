import type { MetadataRoute } from 'next'

import { listPageNames } from '@/content'
import { requestScreenPaths } from '@/features/service-requests'
import { getPathname } from '@/i18n/paths'
import { pagePath, routes } from '@/routes.mjs'
import { settings } from '@/settings.mjs'

/** Screens of spec §2.1 that are not content pages. */
const SCREENS = [routes.submitComplaint, ...requestScreenPaths]

/** Every public page in both languages, each with its twin as an hreflang alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = settings.siteUrl
  const paths = [...(await listPageNames()).map(pagePath), ...SCREENS]
  return paths.flatMap((path) => {
    const languages = {
      en: `${base}${getPathname({ href: path, locale: 'en' })}`,
      ar: `${base}${getPathname({ href: path, locale: 'ar' })}`,
    }
    return [
      { url: languages.en, alternates: { languages } },
      { url: languages.ar, alternates: { languages } },
    ]
  })
}
