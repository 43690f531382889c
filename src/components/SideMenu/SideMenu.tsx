import { getTranslations } from 'next-intl/server'

import type { MenuLinkView } from '@/content/view'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** The group's pages beside the first section (spec §2.4), the current page highlighted. */
export async function SideMenu({
  pages,
  current,
  locale,
}: {
  pages: MenuLinkView[]
  current: string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  return (
    <nav aria-label={t('inThisSection')}>
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:gap-1 md:overflow-visible md:border-s-2 md:border-brand-100 md:pb-0">
        {pages.map((page) => {
          const active = page.href === current
          return (
            <li key={page.href} className="shrink-0">
              <Link
                href={page.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-full border px-4 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 md:-ms-0.5 md:rounded-none md:border-0 md:border-s-2 md:py-2.5 md:whitespace-normal ${
                  active
                    ? 'border-brand-600 bg-brand-50 font-bold text-brand-700'
                    : 'border-slate-200 text-ink hover:border-brand-500 hover:text-brand-700'
                }`}
              >
                {page.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
