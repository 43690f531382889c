import type { Locale } from '@/i18n/locales'
import { isPlainObject } from '@/utilities/isStorable'

import { readJsonBody } from './body'
import { requestLocale } from './language'
import { apiMessages } from './messages'
import { problem } from './responses'

/**
 * A submission's JSON body, which must be an object, and the language to answer in (its `lang`, else
 * Accept-Language); or the 4xx that says, in the request's language, why it cannot be read.
 */
export async function readJsonObject(
  request: Request,
): Promise<{ input: Record<string, unknown>; locale: Locale } | { refused: Response }> {
  const body = await readJsonBody(request)
  if (!body.ok)
    return { refused: problem(body.kind, apiMessages(requestLocale(request))[body.reason]) }
  if (!isPlainObject(body.value))
    return { refused: problem('unreadable', apiMessages(requestLocale(request)).notObject) }
  return { input: body.value, locale: requestLocale(request, body.value.lang) }
}
