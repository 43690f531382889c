// @ts-check
import { clientKey } from './clientAddress.mjs'

/**
 * At most `max` open connections per client address (or IPv6 /64): a client holding thousands of
 * half-sent requests open (slowloris) would otherwise use up the process's file descriptors while
 * the parser waits for headers. Connections past the bound are closed as they are accepted. Trusted
 * proxies (a load balancer carries every visitor's connection) are not counted.
 *
 * @param {import('node:http').Server} server
 * @param {(address: string, hop: number) => boolean} trust
 * @param {number} max
 */
export function limitConnectionsPerClient(server, trust, max) {
  /** @type {Map<string, number>} */
  const open = new Map()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress
    if (!address || trust(address, 0)) return
    const key = clientKey(address)
    const count = (open.get(key) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(key, count)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}
