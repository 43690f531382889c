// @ts-check
// The store of 'use cache' entries and their tags in Redis; loaded by Next itself when REDIS_URL
// is set (src/server/sharedCache.mjs). A tag expired on one instance is expired on all.
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache'

import { settings } from '../settings.mjs'
import { sharedCacheOptions } from './sharedCache.mjs'

export default getRedisCacheComponentsHandler(sharedCacheOptions(settings.redisUrl ?? ''))
