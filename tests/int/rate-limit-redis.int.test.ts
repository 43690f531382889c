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
    expect(await a.take('lookup', 'alone')).toEqual({ limited: false })
    expect(await a.take('lookup', 'alone')).toEqual({ limited: false })
    expect((await a.take('lookup', 'alone')).limited).toBe(true)
    expect(await b.take('lookup', 'alone')).toEqual({ limited: false })
  })

  it('with REDIS_URL a limit reached on one instance holds on the other', async () => {
    process.env.REDIS_URL = redis.url
    const [a, b] = [await instance(), await instance()]
    expect(await a.take('lookup', 'shared')).toEqual({ limited: false })
    expect(await b.take('lookup', 'shared')).toEqual({ limited: false })
    const third = await a.take('lookup', 'shared')
    const fourth = await b.take('lookup', 'shared')
    expect(third.limited && fourth.limited).toBe(true)
    if (fourth.limited) expect(fourth.retryAfterSeconds).toBeGreaterThan(500)
    // Another address still has its own count.
    expect(await b.take('lookup', 'someone else')).toEqual({ limited: false })
    // Forgetting on one instance (a successful sign-in) frees the key on all.
    await a.forget('lookup', 'shared')
    expect(await b.take('lookup', 'shared')).toEqual({ limited: false })
  })

  it('while Redis is down an instance still answers, counting in memory', async () => {
    process.env.REDIS_URL = redis.url
    const a = await instance()
    expect(await a.take('lookup', 'outage')).toEqual({ limited: false })
    await redis.stop()
    expect(await a.take('lookup', 'outage')).toEqual({ limited: false })
    expect(await a.take('lookup', 'outage')).toEqual({ limited: false })
    expect((await a.take('lookup', 'outage')).limited).toBe(true)
  })
})
