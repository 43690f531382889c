import { queryLocale } from '@/api/language'
import { apiTranslator } from '@/api/messages'
import { publicMiss, publicRead } from '@/api/responses'
import { getWirePage } from '@/content'

/**
 * Answered per request, as the job route is: a missing page is worded in the request's language,
 * which a prerendered answer cannot read. The page itself comes from the tagged cache, and the
 * server's one-second cache (src/server/microCache.mjs) answers repeats.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const page = await getWirePage(name)
  return page === null
    ? publicMiss(apiTranslator(queryLocale(request))('pageNotFound', { name }))
    : publicRead(page)
}
