import type { Locale } from '@/i18n/locales'

type BrandName = { name: string; tagline: string; fullName: string }

const named = (name: string, tagline: string): BrandName => ({
  name,
  tagline,
  fullName: `${name} ${tagline}`,
})

/**
 * The company's name in each language, wherever code writes it: the wordmark (name over tagline),
 * the page titles, the admin, and the emails when the CMS's site settings give no name of their own.
 */
export const brand: Record<Locale, BrandName> = {
  en: named('Rafeef', 'Cooperative Insurance'),
  ar: named('رفيف', 'للتأمين التعاوني'),
}
