import type { ServerProps } from 'payload'

import { adminT } from '@/i18n/messages/adminEn'

import { ListFilters } from '@/admin/ListFilters/ListFilters'
import { listLink } from '@/admin/links'

/** The Languages values of a page that lacks a locale's texts. */
const lacking = (locale: 'ar' | 'en') => [`missing-${locale}`, 'missing-both']

/** Above the page list: one click to the pages that lack Arabic, or English, with their counts. */
export async function TranslationFilters({ payload, i18n }: ServerProps) {
  const t = adminT(i18n)
  const admin = payload.config.routes.admin
  const filters = await Promise.all(
    (['ar', 'en'] as const).map(async (locale) => ({
      key: `lacks-${locale}`,
      label: locale === 'ar' ? t('admin:lacksArabic') : t('admin:lacksEnglish'),
      href: listLink(admin, 'pages', [{ translation: { in: lacking(locale) } }]),
      // The list shows each page's latest version (a draft over a published page): so do the counts.
      count: (
        await payload.countVersions({
          collection: 'pages',
          where: {
            latest: { equals: true },
            'version.translation': { in: lacking(locale) },
          },
          overrideAccess: true,
        })
      ).totalDocs,
    })),
  )
  return (
    <ListFilters
      label={t('admin:languages')}
      filters={filters}
      all={{ label: t('admin:allPages'), href: listLink(admin, 'pages', []) }}
    />
  )
}
