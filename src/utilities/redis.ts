import { createClient } from 'redis'

import { serverLogger } from '@/server/logger.mjs'
import { processWide } from '@/server/processWide.mjs'
import { settings } from '@/settings.mjs'

export type RedisClient = ReturnType<typeof createClient>

/** The shared Redis of a site run on several instances; unset for one process (the default). */
export function redisUrl(): string | undefined {
  return settings.redisUrl
}

// One connection per process: Next may load this module once per route bundle.
const holder = () => processWide('redis', (): { client?: RedisClient } => ({}))

/**
 * The process's connection to REDIS_URL, opened on first use, or undefined without one. It
 * reconnects by itself; while it is down, callers that must not wait check `isReady` and fall back
 * (the rate limiter counts in memory meanwhile) instead of queueing behind the reconnection.
 */
export function sharedRedis(): RedisClient | undefined {
  const url = redisUrl()
  if (!url) return undefined
  const held = holder()
  if (!held.client) {
    const client = createClient({
      url,
      socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    })
    // Without a listener an 'error' event (Redis restarting) would end the process.
    client.on('error', (error: unknown) =>
      serverLogger().error(
        { error: error instanceof Error ? error.message : String(error) },
        'Redis connection failed',
      ),
    )
    client.connect().catch(() => {})
    held.client = client
  }
  return held.client
}
