// @ts-check
// Next's incremental cache (whole pages, route responses) in Redis; loaded by Next itself when
// REDIS_URL is set (src/server/sharedCache.mjs).
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'

import { settings } from '../settings.mjs'
import { sharedCacheOptions } from './sharedCache.mjs'

/**
 * Whether a cache entry is a rendered page that answered 404.
 *
 * @param {unknown} data the entry Next stores
 */
export function isNotFoundPage(data) {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    data.kind === 'APP_PAGE' &&
    'status' in data &&
    data.status === 404
  )
}

export default class RedisPageCache extends CachedHandler {
  /** @param {ConstructorParameters<typeof CachedHandler>[0]} options what Next passes */
  constructor(options) {
    super({ ...options, ...sharedCacheOptions(settings.redisUrl ?? '') })
  }

  /**
   * A page that answered 404 is not stored: every address anyone makes up would stay in Redis
   * for a month, and with no copy in memory (cacheMaxMemorySize 0) there is nowhere bounded to
   * keep it. Such a page is rendered again when asked for.
   *
   * @type {CachedHandler['set']}
   */
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}
