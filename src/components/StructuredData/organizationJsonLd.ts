import type { FooterView, SiteSettingsView } from '@/content/site'
import type { Locale } from '@/i18n/locales'

/**
 * The company as search engines describe it (docs/architecture.md §6): an InsuranceAgency,
 * schema.org's kind of Organization for insurers, with the contact facts the footer shows, from the
 * CMS.
 */
export function organizationJsonLd(
  settings: SiteSettingsView,
  facts: FooterView,
  site: string,
  locale: Locale,
): Record<string, unknown> {
  const home = `${site}${locale === 'ar' ? '/ar' : ''}`
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${site}/#organization`,
    name: settings.brandName,
    url: home,
    logo: `${site}/icon.svg`,
    image: `${site}/icon.svg`,
    inLanguage: locale,
    areaServed: { '@type': 'Country', name: 'SA' },
    ...(facts.phone ? { telephone: facts.phone } : {}),
    ...(facts.fax ? { faxNumber: facts.fax } : {}),
    ...(facts.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: facts.address,
            ...(facts.poBox ? { postOfficeBoxNumber: facts.poBox } : {}),
            addressCountry: 'SA',
          },
        }
      : {}),
    ...(facts.tollFree
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: facts.tollFree,
            contactType: 'customer service',
            areaServed: 'SA',
            availableLanguage: ['ar', 'en'],
          },
        }
      : {}),
    ...(facts.commercialRegistration ? { identifier: facts.commercialRegistration } : {}),
    ...(facts.social.length ? { sameAs: facts.social.map((link) => link.url) } : {}),
  }
}
