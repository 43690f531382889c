// @ts-check
// Next's incremental cache (whole pages, route responses) in Redis; loaded by Next itself when
// REDIS_URL is set (src/server/sharedCache.mjs).
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'

import { settings } from '../settings.mjs'
import { sharedCacheOptions } from './sharedCache.mjs'

export default class RedisPageCache extends CachedHandler {
  /** @param {ConstructorParameters<typeof CachedHandler>[0]} options what Next passes */
  constructor(options) {
    super({ ...options, ...sharedCacheOptions(settings.redisUrl ?? '') })
  }
}
