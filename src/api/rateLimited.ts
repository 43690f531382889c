import { type RateLimitBucket, takeRateLimit } from '@/utilities/rateLimit'

import { requestLocale } from './language'
import { apiMessages } from './messages'
import { problem } from './responses'
import { NO_STORE } from '@/server/cachePolicy.mjs'

/**
 * The 429 answer for a client over its limit, or null to go on. Checked before the body is read, so
 * a flood costs the server as little as possible.
 */
export async function refuseIfRateLimited(
  request: Request,
  bucket: RateLimitBucket,
): Promise<Response | null> {
  const result = await takeRateLimit(request, bucket)
  if (!result.limited) return null
  return problem('rate-limited', apiMessages(requestLocale(request)).tooMany, undefined, {
    'retry-after': String(result.retryAfterSeconds),
    'cache-control': NO_STORE,
  })
}
