import { queryLocale } from '@/app/api/_lib/language'
import { apiTranslator } from '@/app/api/_lib/messages'
import { publicMiss, publicRead } from '@/app/api/_lib/responses'
import { getWirePage, listPageNames } from '@/content'

/**
 * Every published page's answer is prerendered at build, like the page itself, and refreshed by the
 * same cache tags when it is edited; names published later are answered on first request.
 */
export async function generateStaticParams() {
  const names = await listPageNames()
  return names.map((name) => ({ name }))
}

export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const page = await getWirePage(name)
  // The request is read only for a missing page: a published one stays the same for everyone.
  return page === null
    ? publicMiss(apiTranslator(queryLocale(request))('pageNotFound', { name }))
    : publicRead(page)
}
