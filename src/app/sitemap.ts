import type { MetadataRoute } from 'next'

import { listPageNames } from '@/content'
import { settings } from '@/settings.mjs'

/** Pages served at a path other than their name. */
const PATH_OF: Record<string, string> = { home: '', 'terms-conditions': '/terms-and-conditions' }

/** Screens of spec §2.1 that are not content pages. */
const SCREENS = [
  '/submit-complaints',
  '/activate-visa',
  '/extend-insurance',
  '/cancel-insurance',
  '/details-request',
  '/submit-claim',
]

/** Every public page in both languages, each with its twin as an hreflang alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = settings.siteUrl
  const paths = [...(await listPageNames()).map((name) => PATH_OF[name] ?? `/${name}`), ...SCREENS]
  return paths.flatMap((path) => {
    const languages = { en: `${base}${path || '/'}`, ar: `${base}/ar${path}` }
    return [
      { url: languages.en, alternates: { languages } },
      { url: languages.ar, alternates: { languages } },
    ]
  })
}
