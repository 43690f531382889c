import { queryLocale } from '@/app/api/_lib/language'
import { apiMessages } from '@/app/api/_lib/messages'
import { ok, problem } from '@/app/api/_lib/responses'
import { getPathname } from '@/i18n/paths'
import { queryOf } from '@/search/engine'
import { PUBLIC_CACHE_CONTROL } from '@/server/cachePolicy.mjs'
import { searchSite } from '@/search/site'

/**
 * Site search (the search page's results): published pages, by section, and jobs in the language
 * `lang` names, best first, each with its address and its texts in pieces, the matched words
 * marked.
 */
export async function GET(request: Request) {
  const locale = queryLocale(request)
  const query = queryOf(new URL(request.url).searchParams.get('q') ?? '')
  if (!query) {
    const message = apiMessages(locale).searchQueryMissing
    return problem('invalid', message, { q: message })
  }
  const { hits, total } = await searchSite(query, locale)
  // The same for every visitor; without `lang`, Accept-Language chooses the language.
  return ok(
    {
      query,
      total,
      results: hits.map(({ href, ...hit }) => ({ ...hit, url: getPathname({ href, locale }) })),
    },
    { headers: { 'cache-control': PUBLIC_CACHE_CONTROL, vary: 'accept-language' } },
  )
}
