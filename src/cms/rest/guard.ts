import config from '@payload-config'
import { getPayload } from 'payload'

import { checkBody } from './body'
import { namesImpossibleId } from './ids'
import { queryProblem } from './query'
import { refusal } from './refusal'
import { throttleAuth } from './throttleAuth'

type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

const overridesToGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

/**
 * The method and query string Payload will act on, or a refusal. Payload answers a POST with a
 * method-override header as a GET (its admin sends long queries so): a url-encoded body is
 * appended to the address as its query, and a JSON body's `locale` and `fallbackLocale` are
 * pasted into it unescaped. Such a request may carry its query in one place only, and locales
 * that are names.
 */
async function asPayloadReadsIt(
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
  const locales = body && typeof body === 'object' ? Object.entries(body) : []
  const pasted = locales.filter(([key]) => key === 'locale' || key === 'fallbackLocale')
  if (pasted.some(([, value]) => typeof value !== 'string' || !/^[a-z-]{1,10}$/i.test(value)))
    return { refused: refusal(400, 'A locale is a language code, such as en or ar.') }
  return { method: 'GET', search: '' }
}

/** Largest multipart body read before knowing who sends it: the admin's sign-in form fits. */
const ANONYMOUS_FORM_BYTES = 64 * 1024

/**
 * Whether a multipart body may be read: a small one always (the admin signs in with one), a larger
 * one only from someone signed in. Only staff upload, and an upload is read whole before Payload
 * asks who may make it: six anonymous 24 MB posts at once took the server from 480 to 830 MB.
 */
async function mayReadForm(request: Request): Promise<boolean> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return true
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('multipart/')) return true
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(length) && length <= ANONYMOUS_FORM_BYTES) return true
  const payload = await getPayload({ config })
  return Boolean((await payload.auth({ headers: request.headers })).user)
}

/** Methods whose query Payload turns into a database query: reads, and bulk updates and deletes. */
const queried = new Set(['GET', 'PATCH', 'DELETE'])

/**
 * Payload's REST API (`/cms/api/*`) behind the checks it lacks: bodies, ids and queries it would
 * answer with a 500, the permission list for anyone without a session, and throttled sign-in and
 * password-reset requests. Authorization itself stays in the collections' access functions.
 */
export function guardRest(handler: RestHandler): RestHandler {
  return async (request, args) => {
    // Payload matches its routes whatever their case (`/users/LOGIN` signs in), so these checks
    // compare lower-case segments.
    const slug = ((await args.params).slug ?? []).map((segment) => segment.toLowerCase())
    if (!(await mayReadForm(request))) return refusal(401, 'Sign in to upload files.')
    const { problem, request: readable } = await checkBody(request, overridesToGet(request))
    if (problem) return refusal(problem.status, problem.message)
    const read = await asPayloadReadsIt(readable)
    if ('refused' in read) return read.refused
    const sanitized = await config
    if (namesImpossibleId(sanitized, read.method, slug)) return refusal(404, 'Not Found')
    const collection = sanitized.collections.find((candidate) => candidate.slug === slug[0])
    if (collection && queried.has(read.method)) {
      const badQuery = queryProblem(collection, read.search, slug[1] === 'versions')
      if (badQuery) return refusal(400, badQuery)
    }
    if (slug.length === 1 && slug[0] === 'access') {
      const payload = await getPayload({ config })
      const { user } = await payload.auth({ headers: readable.headers })
      if (!user) return refusal(401, 'You are not allowed to perform this action.')
    }
    return throttleAuth(readable, slug, () => handler(readable, args))
  }
}
