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

/**
 * A POST Payload answers as a GET (its admin sends long queries so), with the query in the body
 * when the body is url-encoded: the method and query string Payload will act on.
 */
async function asPayloadReadsIt(request: Request): Promise<{ method: string; search: string }> {
  const search = new URL(request.url).search
  const override =
    request.method === 'POST' &&
    (request.headers.get('x-payload-http-method-override') === 'GET' ||
      request.headers.get('x-http-method-override') === 'GET')
  if (!override) return { method: request.method, search }
  const urlEncoded = request.headers.get('content-type') === 'application/x-www-form-urlencoded'
  return { method: 'GET', search: urlEncoded ? await request.clone().text() : search }
}

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
    const { problem, request: readable } = await checkBody(request)
    if (problem) return refusal(problem.status, problem.message)
    const sanitized = await config
    const { method, search } = await asPayloadReadsIt(readable)
    if (namesImpossibleId(sanitized, method, slug)) return refusal(404, 'Not Found')
    const collection = sanitized.collections.find((candidate) => candidate.slug === slug[0])
    const reads = method === 'GET' || method === 'HEAD'
    const badQuery = reads && collection ? queryProblem(collection, search) : null
    if (badQuery) return refusal(400, badQuery)
    if (slug.length === 1 && slug[0] === 'access') {
      const payload = await getPayload({ config })
      const { user } = await payload.auth({ headers: readable.headers })
      if (!user) return refusal(401, 'You are not allowed to perform this action.')
    }
    return throttleAuth(readable, slug, () => handler(readable, args))
  }
}
