import 'server-only'

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * How often one client may call the form endpoints. `submit` guards everything that stores what a
 * visitor sends (forms, applications); `lookup` guards the status lookups, where a low limit also
 * stops anyone guessing ID and number pairs. Counts are per client address and per window; the
 * environment can raise them (a test suite sending many forms from one address does).
 */
const WINDOW_SECONDS = 10 * 60

const limits = {
  submit: { variable: 'RATE_LIMIT_SUBMISSIONS', fallback: 20 },
  lookup: { variable: 'RATE_LIMIT_LOOKUPS', fallback: 30 },
}

export type RateLimitBucket = keyof typeof limits

// One process, one memory store: enough for the single server this site runs on. Several
// instances behind a balancer would share a store (rate-limiter-flexible has Redis and SQL ones).
const limiters = new Map<RateLimitBucket, RateLimiterMemory>()

function limiter(bucket: RateLimitBucket): RateLimiterMemory {
  let found = limiters.get(bucket)
  if (!found) {
    const { variable, fallback } = limits[bucket]
    const configured = Number(process.env[variable])
    const points = Number.isInteger(configured) && configured > 0 ? configured : fallback
    found = new RateLimiterMemory({ points, duration: WINDOW_SECONDS })
    limiters.set(bucket, found)
  }
  return found
}

/**
 * The client's address, as the server (`server.mjs`) settled it from the socket: it replaces any
 * X-Forwarded-For a client sends with the one address it believes, taking proxies' word only from
 * those named in TRUSTED_PROXIES. So the header holds exactly one address here.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}

export type RateLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number }

/** Counts one call; `limited` once the client has used up its calls for the current window. */
export async function takeRateLimit(request: Request, bucket: RateLimitBucket): Promise<RateLimitResult> {
  try {
    await limiter(bucket).consume(clientAddress(request))
    return { limited: false }
  } catch (rejection) {
    // The memory store only rejects with the limit's state; anything else is a bug to surface.
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
  }
}
