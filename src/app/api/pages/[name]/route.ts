import { getWirePage } from '@/content'
import { publicRead } from '@/app/api/responses'

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const page = await getWirePage(name)
  return publicRead(page, `No page named "${name}".`)
}
