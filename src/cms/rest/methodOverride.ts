import { isPlainObject } from '@/utilities/isStorable'

import { refusal } from './refusal'

/** Whether Payload answers this POST as a GET (a method-override header). */
export const overridesToGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

/**
 * The method and query string Payload will act on, or a refusal. Payload answers a POST with a
 * method-override header as a GET (its admin sends long queries so): a url-encoded body is
 * appended to the address as its query, and a JSON body's `locale` and `fallbackLocale` are
 * pasted into it unescaped (`handleEndpoints`, which builds a new request since
 * payloadcms/payload#10619; `tests/unit/upstream.test.ts` fails when that changes). Such a
 * request may carry its query in one place only, and locales that are names.
 */
export async function asPayloadReadsIt(
  request: Request,
): Promise<{ method: string; search: string } | { refused: Response }> {
  const search = new URL(request.url).search
  // A HEAD is answered by the GET handler (route.ts).
  if (!overridesToGet(request))
    return { method: request.method === 'HEAD' ? 'GET' : request.method, search }
  if (search) return { refused: refusal(400, 'Send the query in the body of this request only.') }
  if (request.headers.get('content-type') === 'application/x-www-form-urlencoded')
    return { method: 'GET', search: `?${await request.clone().text()}` }
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  const fields = isPlainObject(body) ? Object.entries(body) : []
  const pasted = fields.filter(([key]) => key === 'locale' || key === 'fallbackLocale')
  if (pasted.some(([, value]) => typeof value !== 'string' || !/^[a-z-]{1,10}$/i.test(value)))
    return { refused: refusal(400, 'A locale is a language code, such as en or ar.') }
  return { method: 'GET', search: '' }
}
