import config from '@payload-config'

import { checkBody, mayReadForm } from './body'
import { namesImpossibleId } from './ids'
import { asPayloadReadsIt, overridesToGet } from './methodOverride'
import { queryProblem } from './query'
import { refusal } from './refusal'
import { answersAnyone, isSignedIn } from './signedIn'
import { throttleAuth } from './throttleAuth'

type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

/** Methods whose query Payload turns into a database query: reads, and bulk updates and deletes. */
const queried = new Set(['GET', 'PATCH', 'DELETE'])

/**
 * Payload's REST API (`/cms/api/*`) behind the checks it lacks: a session for all but files and the
 * account endpoints (signedIn.ts), bodies, ids and queries it would answer with a 500, and throttled
 * sign-in and password-reset requests. Authorization itself stays in the collections' access functions.
 */
export function guardRest(handler: RestHandler): RestHandler {
  return async (request, args) => {
    // Payload matches its routes whatever their case (`/users/LOGIN` signs in), so these checks
    // compare lower-case segments.
    const slug = ((await args.params).slug ?? []).map((segment) => segment.toLowerCase())
    if (!answersAnyone(request.method, slug) && !(await isSignedIn(request.headers)))
      return refusal(
        401,
        'Sign in to use the CMS API. Published content is served by the content API at /api/.',
      )
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
    return throttleAuth(readable, slug, () => handler(readable, args))
  }
}
