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
 * test shares state only with itself. The port is free when probed but may be taken before
 * redis-server binds it (by another test's server): then it starts again on another port, and it
 * is only used once the server answering on the port says it is this process.
 */
export async function startRedis(): Promise<RedisServer> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = await startRedisOnce(await freePort())
    if (started) return started
  }
  throw new Error('redis-server found no free port in 5 tries')
}

async function startRedisOnce(port: number): Promise<RedisServer | null> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const missing = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(
        new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`),
      ),
    ),
  )
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  const url = `redis://127.0.0.1:${port}`
  const probe = createClient({
    url,
    socket: {
      reconnectStrategy: (retries) =>
        retries > 50 ? new Error('redis-server did not start') : 100,
    },
  })
  probe.on('error', () => {})
  // redis-server exits at once when the port is taken.
  const connected = await Promise.race([
    probe.connect().then(() => true),
    missing,
    exited.then(() => false),
  ])
  const answering = connected ? Number(/process_id:(\d+)/.exec(await probe.info('server'))?.[1]) : 0
  if (probe.isOpen) await probe.disconnect()
  if (answering === child.pid) return { url, stop }
  await stop()
  return null
}
