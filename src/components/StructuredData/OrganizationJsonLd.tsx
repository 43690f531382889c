import { JsonLd } from '@/components/JsonLd'
import { getFooter, getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { settings } from '@/settings.mjs'

import { organizationJsonLd } from './organizationJsonLd'

/** The company's structured data, for the home page. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const [siteSettings, facts] = await Promise.all([getSiteSettings(locale), getFooter(locale)])
  return <JsonLd data={organizationJsonLd(siteSettings, facts, settings.siteUrl, locale)} />
}
