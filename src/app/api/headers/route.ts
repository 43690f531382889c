import { notFound, ok } from '@/app/api/responses'
import { getWireHeader } from '@/content'

export async function GET() {
  const header = await getWireHeader()
  return header ? ok(header) : notFound('No header has been set up.')
}
