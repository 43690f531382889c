import { isTemporaryDatabaseFailure } from '@/database/errors'

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
