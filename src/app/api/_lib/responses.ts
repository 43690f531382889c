import { isTemporaryDatabaseFailure } from '@/database/errors'
import { PUBLIC_CACHE_CONTROL } from '@/server/cachePolicy.mjs'

/** Bodies of the contract (DESIGN.md §4): `{ data }` on success, `{ message, errors? }` on failure. */

export function ok<T>(data: T, init?: ResponseInit): Response {
  return Response.json({ data }, init)
}

export function problem(status: number, message: string, errors?: Record<string, string>): Response {
  return Response.json(errors ? { message, errors } : { message }, { status })
}

export function notFound(message = 'Not found.'): Response {
  return problem(404, message)
}

/**
 * A read of published content, the same for every visitor: a CDN may keep it, or its absence, for a
 * few seconds (src/server/cachePolicy.mjs). `data` null answers 404 with `whenMissing`.
 */
export function publicRead<T>(data: T | null, whenMissing = 'Not found.'): Response {
  const response = data === null ? notFound(whenMissing) : ok(data)
  response.headers.set('cache-control', PUBLIC_CACHE_CONTROL)
  return response
}

/**
 * The answer when the database could not store a submission (its queue was full or the commit
 * failed): 503 with Retry-After, and the client knows nothing was kept. Any other error is
 * rethrown: it is a bug, not a reason to tell the client to try again.
 */
export function unavailableIfNotStored(error: unknown, message: string): Response {
  if (!isTemporaryDatabaseFailure(error)) throw error
  return Response.json(
    { message },
    { status: 503, headers: { 'retry-after': String(error.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
