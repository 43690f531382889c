import { queryLocale } from '@/api/language'
import { problem } from '@/api/responses'
import { messages } from '@/i18n/messages'

/**
 * Any address under /api/ that no handler serves: a JSON 404 for every method. Without it Next
 * would render the site's not-found page, and read a multipart body sent there as a server action
 * (a 500).
 */
function unknown(request: Request): Response {
  return problem('not-found', messages[queryLocale(request)].forms.api.unknownAddress)
}

export {
  unknown as DELETE,
  unknown as GET,
  unknown as HEAD,
  unknown as OPTIONS,
  unknown as PATCH,
  unknown as POST,
  unknown as PUT,
}
