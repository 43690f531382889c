import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { type RedisServer, startRedis } from '../helpers/redisServer'

type RateLimitModule = typeof import('@/utilities/rateLimit')

/**
 * The rate limiter as one more instance of the site would have it: its module loaded anew, once the
 * process's Redis connection (if any) is up; until then an instance counts in memory.
 */
async function instance(): Promise<RateLimitModule> {
  vi.resetModules()
  const { sharedRedis } = await import('@/utilities/redis')
  await vi.waitFor(() => expect(sharedRedis()?.isReady ?? true).toBe(true), { timeout: 5_000 })
  return import('@/utilities/rateLimit')
}

let redis: RedisServer

beforeAll(async () => {
  redis = await startRedis()
  process.env.RATE_LIMIT_LOOKUPS = '2'
})

afterAll(async () => {
  await redis.stop()
})

describe('rate limits across instances', () => {
  it('without REDIS_URL each instance counts alone, in memory', async () => {
    delete process.env.REDIS_URL
    const [a, b] = [await instance(), await instance()]
    expect(await a.take('lookup', 'alone')).toEqual({ limited: false, remaining: 1 })
    expect(await a.take('lookup', 'alone')).toEqual({ limited: false, remaining: 0 })
    expect((await a.take('lookup', 'alone')).limited).toBe(true)
    expect(await b.take('lookup', 'alone')).toEqual({ limited: false, remaining: 1 })
  })

  it('with REDIS_URL a limit reached on one instance holds on the other', async () => {
    process.env.REDIS_URL = redis.url
    const [a, b] = [await instance(), await instance()]
    expect(await a.take('lookup', 'shared')).toEqual({ limited: false, remaining: 1 })
    expect(await b.take('lookup', 'shared')).toEqual({ limited: false, remaining: 0 })
    const third = await a.take('lookup', 'shared')
    const fourth = await b.take('lookup', 'shared')
    expect(third.limited && fourth.limited).toBe(true)
    if (fourth.limited) expect(fourth.retryAfterSeconds).toBeGreaterThan(500)
    // Another address still has its own count.
    expect(await b.take('lookup', 'someone else')).toEqual({ limited: false, remaining: 1 })
    // Forgetting on one instance (a successful sign-in) frees the key on all.
    await a.forget('lookup', 'shared')
    expect(await b.take('lookup', 'shared')).toEqual({ limited: false, remaining: 1 })
  })

  it('with REDIS_URL checks at most the cap of codes for an account, sent at once to two instances', async () => {
    process.env.REDIS_URL = redis.url
    process.env.RATE_LIMIT_CODE_FAILURES = '10'
    const attempts = async () => {
      vi.resetModules()
      const { sharedRedis } = await import('@/utilities/redis')
      await vi.waitFor(() => expect(sharedRedis()?.isReady ?? true).toBe(true), { timeout: 5_000 })
      return import('@/features/staff/secondFactor/codeAttempts')
    }
    const [a, b] = [await attempts(), await attempts()]
    const account = { id: 7, email: 'guessed@example.com' }
    const taken = await Promise.all(
      Array.from({ length: 32 }, (_, i) => (i % 2 ? a : b).takeCodeAttempt(account)),
    )
    expect(taken.filter((attempt) => attempt.checked)).toHaveLength(10)
    // The last one checked, on whichever instance, is the one that tells the owner.
    expect(taken.filter((attempt) => attempt.checked && attempt.last)).toHaveLength(1)
  })

  it('while Redis is down an instance still answers, counting in memory', async () => {
    process.env.REDIS_URL = redis.url
    const a = await instance()
    expect(await a.take('lookup', 'outage')).toEqual({ limited: false, remaining: 1 })
    await redis.stop()
    expect(await a.take('lookup', 'outage')).toEqual({ limited: false, remaining: 1 })
    expect(await a.take('lookup', 'outage')).toEqual({ limited: false, remaining: 0 })
    expect((await a.take('lookup', 'outage')).limited).toBe(true)
  })
})
