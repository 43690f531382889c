import { queryLocale } from '@/api/language'
import { apiMessages } from '@/api/messages'
import { ok, problem } from '@/api/responses'
import { getPathname } from '@/i18n/paths'
import { PUBLIC_CACHE_CONTROL } from '@/server/cachePolicy.mjs'

import { queryOf } from './engine'
import { searchSite } from './site'

/**
 * Site search (the search page's results): published pages, by section, and jobs in the language
 * `lang` names, best first, each with its address and its texts in pieces, the matched words
 * marked.
 */
export async function answerSearch(request: Request): Promise<Response> {
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
