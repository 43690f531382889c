import { getWirePage, listPageNames } from '@/content'
import { publicMiss, publicRead } from '@/app/api/_lib/responses'

/**
 * Every published page's answer is prerendered at build, like the page itself, and refreshed by the
 * same cache tags when it is edited; names published later are answered on first request.
 */
export async function generateStaticParams() {
  const names = await listPageNames()
  return names.map((name) => ({ name }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const page = await getWirePage(name)
  return page === null ? publicMiss(`No page named "${name}".`) : publicRead(page)
}
