import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

import { createClient } from 'redis'

/** A port nothing listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('No port')
  return address.port
}

export type RedisServer = { url: string; stop: () => Promise<void> }

/**
 * A throwaway Redis (Debian's redis-server) on a free loopback port, keeping nothing on disk, so a
 * test shares state only with itself.
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const missing = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(
        new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`),
      ),
    ),
  )
  const url = `redis://127.0.0.1:${port}`
  const probe = createClient({
    url,
    socket: {
      reconnectStrategy: (retries) =>
        retries > 50 ? new Error('redis-server did not start') : 100,
    },
  })
  probe.on('error', () => {})
  await Promise.race([probe.connect(), missing])
  await probe.ping()
  await probe.quit()
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
