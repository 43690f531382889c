import Link from 'next/link'
import type { ServerProps, Where } from 'payload'

import { listLink } from '../links'
import { adminLanguage, adminWords } from '../words'

const lacks = (locale: 'ar' | 'en'): Where => ({
  translation: { in: [`missing-${locale}`, 'missing-both'] },
})

/** Above the page list: one click to the pages that lack Arabic, or English, with their counts. */
export async function TranslationFilters({ payload, i18n }: ServerProps) {
  const words = adminWords[adminLanguage(i18n.language)]
  const admin = payload.config.routes.admin
  const filters = await Promise.all(
    (['ar', 'en'] as const).map(async (locale) => ({
      locale,
      label: locale === 'ar' ? words.lacksArabic : words.lacksEnglish,
      where: lacks(locale),
      // The list shows each page's latest version (a draft over a published page): so do the counts.
      count: (
        await payload.countVersions({
          collection: 'pages',
          where: {
            latest: { equals: true },
            'version.translation': { in: [`missing-${locale}`, 'missing-both'] },
          },
          overrideAccess: true,
        })
      ).totalDocs,
    })),
  )
  return (
    <nav className="list-filters" aria-label={words.languages}>
      {filters.map((filter) => (
        <Link
          key={filter.locale}
          className="list-filters__link"
          data-filter={`lacks-${filter.locale}`}
          href={listLink(admin, 'pages', [filter.where])}
        >
          {filter.label} <span className="list-filters__count">{filter.count}</span>
        </Link>
      ))}
      <Link className="list-filters__link" href={listLink(admin, 'pages', [])}>
        {words.allPages}
      </Link>
    </nav>
  )
}
