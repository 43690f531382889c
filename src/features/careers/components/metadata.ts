import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { languageAlternates } from '@/i18n/paths'

/** Title, canonical URL and language alternates of a careers screen at `path` (English path). */
export function careersMetadata(
  title: string,
  path: string,
  locale: Locale,
  extra: Metadata = {},
): Metadata {
  return {
    title,
    alternates: languageAlternates(path, locale),
    ...extra,
  }
}
