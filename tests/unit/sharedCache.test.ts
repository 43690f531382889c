import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sharedCacheConfig, sharedCacheOptions } from '../../src/server/sharedCache.mjs'

const resolve = (file: string) => path.resolve('src/server', file)

describe("Next's cache handlers", () => {
  it('are left to Next without REDIS_URL', () => {
    expect(sharedCacheConfig(undefined, resolve)).toEqual({})
    expect(sharedCacheConfig('', resolve)).toEqual({})
  })

  it('are the Redis handlers, without a copy in memory, with REDIS_URL', () => {
    const config = sharedCacheConfig('redis://cache:6379', resolve)
    expect(config).toEqual({
      cacheHandler: resolve('redisPageCache.mjs'),
      cacheHandlers: {
        default: resolve('redisUseCache.mjs'),
        remote: resolve('redisUseCache.mjs'),
      },
      cacheMaxMemorySize: 0,
    })
    // Next refuses to start when a handler's file is missing.
    expect(
      [config.cacheHandler, config.cacheHandlers?.default].every(
        (file) => file && existsSync(file),
      ),
    ).toBe(true)
  })

  it('use the database the URL names, 0 when it names none', () => {
    expect(sharedCacheOptions('redis://cache:6379').database).toBe(0)
    expect(sharedCacheOptions('redis://cache:6379/3').database).toBe(3)
    expect(sharedCacheOptions('rediss://user:secret@cache:6380/2')).toMatchObject({
      redisUrl: 'rediss://user:secret@cache:6380/2',
      database: 2,
    })
  })
})
