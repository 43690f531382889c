import { getWirePage } from '@/content'
import { notFound, ok } from '@/app/api/responses'

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const page = await getWirePage(name)
  return page ? ok(page) : notFound(`No page named "${name}".`)
}
