import { publicRead } from '@/app/api/_lib/responses'
import { getWireHeader } from '@/content'

export async function GET() {
  const header = await getWireHeader()
  return publicRead(header, 'No header has been set up.')
}
