import { NO_STORE } from '@/server/cachePolicy.mjs'

/** Payload's admin shows `errors[0].message`; the site's API contract reads `message`. */
export function refusal(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json(
    { message, errors: [{ message }] },
    { status, headers: { 'cache-control': NO_STORE, ...headers } },
  )
}
