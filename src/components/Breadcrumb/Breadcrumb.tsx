import { getTranslations } from 'next-intl/server'

import { ChevronForwardIcon } from '@/components/icons'
import { JsonLd } from '@/components/JsonLd'
import { getHeader } from '@/content'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getPathname } from '@/i18n/paths'
import { settings } from '@/settings.mjs'

import { breadcrumbTrail } from './trail'

/** The breadcrumb of spec §2.3, with its BreadcrumbList for search engines. Nothing on other paths. */
export async function Breadcrumb({
  name,
  locale,
  current,
}: {
  name: string
  locale: Locale
  current: string
}) {
  const [header, t] = await Promise.all([
    getHeader(locale),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const trail = breadcrumbTrail(header, name, { home: t('home'), current })
  if (!trail || trail.length < 2) return null
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: new URL(getPathname({ href: crumb.href, locale }), settings.siteUrl).toString(),
    })),
  }
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${crumb.href}-${index}`} className="flex items-center gap-1.5">
              {index > 0 && <ChevronForwardIcon className="flip-rtl h-3.5 w-3.5 text-slate-500" />}
              {last ? (
                <span aria-current="page" className="font-bold text-ink">
                  {crumb.title}
                </span>
              ) : (
                <Link
                  href={crumb.href}
                  className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {crumb.title}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  )
}
