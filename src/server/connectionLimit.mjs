// @ts-check
import { clientKey } from './clientAddress.mjs'

/**
 * How many times the bound a client's connections may number before more are closed unanswered.
 */
export const HARD_BOUND_FACTOR = 4

/** How long a connection past the bound may take to send its request before it is closed. */
export const PAST_BOUND_HEAD_MS = 5_000

/**
 * At most `max` open connections per client address (or IPv6 /64): a client holding thousands of
 * half-sent requests open (slowloris) would otherwise use up the process's file descriptors while
 * the parser waits for headers. Trusted proxies (a load balancer carries every visitor's
 * connection) are not counted.
 *
 * A connection past the bound is not closed as it is accepted: a crawler whose pool opens more
 * sockets than it has requests in mind (linkinator 7 at `--concurrency 2` held 62 at once) saw a
 * reset, which says nothing, where its first request can be told to wait. So its request is
 * refused (`pastBound`, answered 429 with `Retry-After` and `Connection: close`) if it comes within
 * PAST_BOUND_HEAD_MS, and the connection is closed otherwise. Past HARD_BOUND_FACTOR times the
 * bound a connection is still closed as it is accepted: what a flood of them costs stays bounded.
 *
 * @param {import('node:http').Server} server
 * @param {(address: string, hop: number) => boolean} trust
 * @param {number} max
 * @param {{ headMs?: number }} [options] the wait for a request past the bound, for tests
 * @returns {{ pastBound: (socket: import('node:net').Socket) => boolean }} whether a request's
 *   connection is past the bound, to be refused; its wait for the request ends
 */
export function limitConnectionsPerClient(
  server,
  trust,
  max,
  { headMs = PAST_BOUND_HEAD_MS } = {},
) {
  /** @type {Map<string, number>} */
  const open = new Map()
  /** @type {WeakMap<import('node:net').Socket, NodeJS.Timeout>} past the bound, its deadline */
  const past = new WeakMap()
  const hard = max * HARD_BOUND_FACTOR
  server.on('connection', (socket) => {
    const address = socket.remoteAddress
    if (!address || trust(address, 0)) return
    const key = clientKey(address)
    const count = (open.get(key) ?? 0) + 1
    if (count > hard) {
      socket.destroy()
      return
    }
    open.set(key, count)
    if (count > max)
      past.set(
        socket,
        setTimeout(() => socket.destroy(), headMs),
      )
    socket.once('close', () => {
      clearTimeout(past.get(socket))
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
  return {
    pastBound: (socket) => {
      if (!past.has(socket)) return false
      clearTimeout(past.get(socket))
      return true
    },
  }
}
