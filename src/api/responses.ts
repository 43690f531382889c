import { isTemporaryDatabaseFailure } from '@/database/errors'
import { NO_STORE, NO_STORE_HEADERS, PUBLIC_CACHE_CONTROL } from '@/server/cachePolicy.mjs'

/**
 * Bodies of the contract (docs/architecture.md §4): `{ data }` on success, `{ message, errors? }`
 * on failure.
 */

/**
 * What went wrong, as the handlers name it. The status follows from the kind, in `statusOf` alone,
 * so no handler picks a number and no answer is told apart by its text.
 */
export type ProblemKind =
  | 'invalid'
  | 'unreadable'
  | 'unauthorised'
  | 'not-found'
  | 'too-large'
  | 'unsupported-type'
  | 'rate-limited'
  | 'unavailable'

export const statusOf = {
  invalid: 400,
  unreadable: 400,
  unauthorised: 401,
  'not-found': 404,
  'too-large': 413,
  'unsupported-type': 415,
  'rate-limited': 429,
  unavailable: 503,
} as const satisfies Record<ProblemKind, number>

export function ok<T>(data: T, init?: ResponseInit): Response {
  return Response.json({ data }, init)
}

/** A submission stored: what the client quotes it by, for that client alone. */
export function createdAnswer<T>(data: T): Response {
  return ok(data, { status: 201, headers: NO_STORE_HEADERS })
}

export function problem(
  kind: ProblemKind,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  return Response.json(errors ? { message, errors } : { message }, {
    status: statusOf[kind],
    headers,
  })
}

/**
 * A read of published content, the same for every visitor: a CDN may keep it for a few seconds
 * (src/server/cachePolicy.mjs).
 */
export function publicRead<T>(data: T): Response {
  return ok(data, { headers: { 'cache-control': PUBLIC_CACHE_CONTROL } })
}

/**
 * The absence of published content, kept by a CDN like a read. Its message is in the request's
 * language, so the CDN keeps one answer per Accept-Language.
 */
export function publicMiss(message: string): Response {
  return problem('not-found', message, undefined, {
    'cache-control': PUBLIC_CACHE_CONTROL,
    vary: 'accept-language',
  })
}

/**
 * The answer when the database could not store a submission (its queue was full or the commit
 * failed): 503 with Retry-After, and the client knows nothing was kept. Any other error is
 * rethrown: it is a bug, not a reason to tell the client to try again.
 */
export function unavailableIfNotStored(error: unknown, message: string): Response {
  if (!isTemporaryDatabaseFailure(error)) throw error
  return problem('unavailable', message, undefined, {
    'retry-after': String(error.retryAfterSeconds),
    'cache-control': NO_STORE,
  })
}
