import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'

import { settings } from '@/settings.mjs'

import { clientKeyOf } from './clientAddress'
import { sharedRedis } from './redis'

/**
 * How often one client may call what, within each bucket's window. `submit` guards everything that stores what a visitor sends
 * (forms, applications); `lookup` guards the status lookups, where a low limit also stops anyone
 * guessing ID and number pairs. `login` and `passwordReset` count sign-in and reset requests per
 * address; `loginFailures` counts failed sign-ins per address and account (a guesser locks out only
 * themselves, never the account's owner), `codeFailures` wrong second-factor codes per account
 * from any address (whoever sends them has the password), and `resetsPerAccount` the reset emails
 * one account may be sent. The counts are settings (src/settings.mjs) the environment can change (a test suite
 * sending many forms from one address does).
 */
const windowSeconds = {
  submit: 10 * 60,
  lookup: 10 * 60,
  login: 10 * 60,
  loginFailures: 15 * 60,
  codeFailures: 15 * 60,
  passwordReset: 10 * 60,
  resetsPerAccount: 60 * 60,
} satisfies Record<keyof typeof settings.rateLimits, number>

export type RateLimitBucket = keyof typeof windowSeconds

// One process counts in memory. Several instances behind a balancer (REDIS_URL set) count in Redis,
// so a limit reached through one instance holds on all; while Redis cannot be reached each instance
// counts alone in memory (the insurance limiter) rather than answering 500 or letting everyone by.
const limiters = new Map<RateLimitBucket, RateLimiterAbstract>()

function limiter(bucket: RateLimitBucket): RateLimiterAbstract {
  let found = limiters.get(bucket)
  if (!found) {
    const points = settings.rateLimits[bucket]
    const duration = windowSeconds[bucket]
    const inMemory = new RateLimiterMemory({ points, duration })
    const redis = sharedRedis()
    found = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `rafeef:limit:${bucket}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: inMemory,
        })
      : inMemory
    limiters.set(bucket, found)
  }
  return found
}

export type RateLimitResult =
  { limited: false; remaining: number } | { limited: true; retryAfterSeconds: number }

/** Counts one call; `limited` once the client has used up its calls for the current window. */
export async function takeRateLimit(
  request: Request,
  bucket: RateLimitBucket,
): Promise<RateLimitResult> {
  return take(bucket, clientKeyOf(request))
}

/** The same for any key (an address and an account, an account alone). */
export async function take(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  try {
    const state = await limiter(bucket).consume(key)
    return { limited: false, remaining: state.remainingPoints }
  } catch (rejection) {
    // The stores reject with the limit's state (Redis errors go to the insurance limiter); anything
    // else is a bug to surface.
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    return limitedFor(rejection)
  }
}

/** Forgets a key's calls (a successful sign-in clears its failures). */
export async function forget(bucket: RateLimitBucket, key: string): Promise<void> {
  await limiter(bucket).delete(key)
}

function limitedFor(state: RateLimiterRes): RateLimitResult {
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}
