// @ts-check
// Next's config as `next build` stored it, for the server to start with: next.config.ts is
// TypeScript, which Next compiles with SWC when it reads it, and the container image carries
// neither the file's imports nor SWC (docs/decisions/063-the-container-image.md, "The image without the build's
// node_modules"). Next's request handlers load the config themselves, from a next.config file or,
// as the standalone output's own server.js gives it, from __NEXT_PRIVATE_STANDALONE_CONFIG
// (next/dist/server/config.js): the `conf` option of next() does not reach them
// (next/dist/server/lib/router-server.js).

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { sharedCacheConfig } from './sharedCache.mjs'

const { defaultConfig } = createRequire(import.meta.url)('next/dist/server/config-shared.js')

/**
 * The stored config (`.next/required-server-files.json`) with what this start decides: the cache
 * handlers, Redis's when REDIS_URL is set and Next's own otherwise (so one build serves both ways),
 * and the folder the server runs in where the build kept the absolute path of the one it was made
 * in (another machine's, for an image built from a checkout's build).
 *
 * @param {string} distDir
 * @param {string | undefined} redisUrl
 */
export function builtConfig(distDir, redisUrl) {
  const file = path.join(distDir, 'required-server-files.json')
  const { config } = JSON.parse(readFileSync(file, 'utf8'))
  const here = process.cwd()
  const shared = sharedCacheConfig(redisUrl, (name) => path.resolve(here, 'src/server', name))
  return {
    ...config,
    outputFileTracingRoot: here,
    repoRoot: here,
    turbopack: { ...config.turbopack, root: here },
    // Next's defaults unless Redis's: the stored config has no defaults applied to it later.
    cacheHandler: defaultConfig.cacheHandler,
    cacheMaxMemorySize: defaultConfig.cacheMaxMemorySize,
    ...shared,
    cacheHandlers: { ...defaultConfig.cacheHandlers, ...shared.cacheHandlers },
  }
}

/**
 * Gives Next the built config (builtConfig) before it starts, as the standalone output's server
 * does.
 *
 * @param {string} distDir
 * @param {string | undefined} redisUrl
 */
export function applyBuiltConfig(distDir, redisUrl) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig(distDir, redisUrl))
}
