import { queryLocale } from '@/api/language'
import { apiMessages } from '@/api/messages'
import { publicMiss, publicRead } from '@/api/responses'
import { getWireHeader } from '@/content'

// The request is optional: the header's answer is the same for everyone, only its absence is worded.
export async function GET(request?: Request) {
  const header = await getWireHeader()
  return header === null
    ? publicMiss(apiMessages(request ? queryLocale(request) : 'en').headerNotSet)
    : publicRead(header)
}
