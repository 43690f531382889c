import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'

/** Title, canonical URL and language alternates of a careers screen at `path` (English path). */
export function careersMetadata(
  title: string,
  path: string,
  locale: Locale,
  extra: Metadata = {},
): Metadata {
  return {
    title,
    alternates: {
      canonical: locale === 'ar' ? `/ar${path}` : path,
      languages: { en: path, ar: `/ar${path}`, 'x-default': path },
    },
    ...extra,
  }
}
