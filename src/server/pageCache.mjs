// @ts-check
// Next's own page cache (files under .next/server) for a single server, less the disk for pages
// that answered 404; loaded by Next itself when REDIS_URL is not set (src/server/sharedCache.mjs).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default

/**
 * Whether a cache entry is a rendered page that answered 404. Next keeps each one it renders for a
 * month, as it keeps the site's pages: every address a crawler or a prober makes up wrote six files
 * (about 100 kB) to disk, with nothing ever removing them.
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

/** Keeps a not-found page in Next's memory cache only, which is bounded (cacheMaxMemorySize). */
export default class PageCache extends FileSystemCache {
  /** @type {FileSystemCache['set']} */
  set(key, data, ctx) {
    if (!isNotFoundPage(data)) return super.set(key, data, ctx)
    // The parent stores in memory and returns before its first await when flushToDisk is off, so
    // switching it off for the call is seen by this entry only.
    const flushToDisk = this.flushToDisk
    this.flushToDisk = false
    try {
      return super.set(key, data, ctx)
    } finally {
      this.flushToDisk = flushToDisk
    }
  }
}
