import { JsonLd } from '@/components/JsonLd'
import { getFooter, getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'

import { organizationJsonLd } from './organizationJsonLd'

/** The company's structured data, for the home page. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const [settings, facts] = await Promise.all([getSiteSettings(locale), getFooter(locale)])
  const site = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
  return <JsonLd data={organizationJsonLd(settings, facts, site, locale)} />
}
