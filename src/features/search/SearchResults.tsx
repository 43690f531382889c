import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { SearchHit } from './engine'
import type { Marked } from './highlight'
import { searchSite } from './site'

import { SearchForm } from './SearchForm'

/** Text with the words the query matched in <mark>. */
function MarkedText({ pieces }: { pieces: Marked }) {
  return pieces.map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  )
}

function Hit({ hit, kindLabel }: { hit: SearchHit; kindLabel: string }) {
  return (
    <li className="py-5">
      <p className="text-sm font-semibold text-slate-600">{kindLabel}</p>
      <h3 className="mt-1 text-lg font-bold text-brand-900">
        <Link
          href={hit.href}
          className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <MarkedText pieces={hit.title} />
        </Link>
      </h3>
      {hit.heading.length > 0 && (
        <p className="mt-1 font-semibold text-slate-800">
          <MarkedText pieces={hit.heading} />
        </p>
      )}
      {hit.snippet.length > 0 && (
        <p className="mt-1 text-slate-700">
          <MarkedText pieces={hit.snippet} />
        </p>
      )}
    </li>
  )
}

/** The search field filled in with the query, and what it found, best first. */
export async function SearchResults({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const form = <SearchForm locale={locale} id="search-page-query" query={query} variant="page" />
  if (!query) return form
  const { hits, total } = await searchSite(query, locale)
  return (
    <>
      {form}
      <section aria-labelledby="search-results-heading" className="mt-10">
        <h2 id="search-results-heading" className="text-xl font-bold text-brand-900">
          {total === 0 ? t('noResults', { query }) : t('results', { count: total, query })}
        </h2>
        {total === 0 && <p className="mt-2 text-slate-700">{t('noResultsHint')}</p>}
        {hits.length > 0 && (
          <ol className="mt-2 divide-y divide-slate-200">
            {hits.map((hit) => (
              <Hit key={hit.href} hit={hit} kindLabel={t(hit.kind)} />
            ))}
          </ol>
        )}
        {total > hits.length && (
          <p className="mt-4 text-slate-700">{t('more', { shown: hits.length })}</p>
        )}
      </section>
    </>
  )
}
