// @ts-check
// Next's caches in Redis when REDIS_URL is set, so every instance of one build reads and expires
// the same entries (see next.config.ts and docs/decisions/058-more-than-one-machine.md, "More than one machine").

import { settings } from '../settings.mjs'

/**
 * Connection settings for @trieb.work/nextjs-turbo-redis-cache. The database is the one the URL
 * names (`redis://host:6379/2`), 0 by default; the library would otherwise pick one from Vercel's
 * variables. Keys are prefixed with the build's id, so instances of one build share entries and a
 * new build never reads pages rendered by an older one.
 *
 * @param {string} url REDIS_URL
 */
export function sharedCacheOptions(url) {
  const database = Number(new URL(url).pathname.slice(1) || 0)
  return {
    redisUrl: url,
    database: Number.isInteger(database) && database >= 0 ? database : 0,
    keyPrefix: settings.cacheKeyPrefix,
  }
}

/**
 * The paths next.config.ts gives Next for its two cache handler kinds, or nothing without Redis
 * (Next keeps its own caches then, as for a single server).
 *
 * @param {string | undefined} url REDIS_URL
 * @param {(file: string) => string} resolve makes a path of this folder absolute
 */
export function sharedCacheConfig(url, resolve) {
  if (!url) return {}
  return {
    // Whole pages and route responses (Next's incremental cache).
    cacheHandler: resolve('redisPageCache.mjs'),
    // 'use cache' entries and their tags; 'use cache: remote' is the same store.
    cacheHandlers: { default: resolve('redisUseCache.mjs'), remote: resolve('redisUseCache.mjs') },
    // No copy of an entry in the process's memory, so an expired tag is seen by every instance.
    cacheMaxMemorySize: 0,
  }
}
