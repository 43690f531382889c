import { publicMiss, publicRead } from '@/app/api/_lib/responses'
import { getWireHeader } from '@/content'

export async function GET() {
  const header = await getWireHeader()
  return header === null ? publicMiss('No header has been set up.') : publicRead(header)
}
