import config from '@payload-config'
import { getPayload } from 'payload'

import { checkBody } from './body'
import { namesImpossibleId } from './ids'
import { refusal } from './refusal'
import { throttleAuth } from './throttleAuth'

type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

/**
 * Payload's REST API (`/cms/api/*`) behind the checks it lacks: bodies and ids it would answer
 * with a 500, the permission list for anyone without a session, and throttled sign-in and
 * password-reset requests. Authorization itself stays in the collections' access functions.
 */
export function guardRest(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const slug = (await args.params).slug ?? []
    if (namesImpossibleId(await config, request.method, slug)) return refusal(404, 'Not Found')
    const { problem, request: readable } = await checkBody(request)
    if (problem) return refusal(problem.status, problem.message)
    if (slug.length === 1 && slug[0] === 'access') {
      const payload = await getPayload({ config })
      const { user } = await payload.auth({ headers: readable.headers })
      if (!user) return refusal(401, 'You are not allowed to perform this action.')
    }
    return throttleAuth(readable, slug, () => handler(readable, args))
  }
}
