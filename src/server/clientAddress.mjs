// @ts-check
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * Which peers may tell us who the client is. `TRUSTED_PROXIES` is a comma-separated list of
 * addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`); empty by
 * default, so a client's own `X-Forwarded-For` or `X-Real-IP` is never believed.
 *
 * @param {string | undefined} setting
 */
export function trustedProxies(setting) {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return proxyaddr.compile(entries)
}

/** Headers that only a trusted proxy may set; from anyone else they are removed. */
const forwardingHeaders = [
  'x-forwarded-for',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]

/**
 * Rewrites the request so the app can believe `X-Forwarded-For`: it becomes the one address this
 * server worked out, the socket's peer or, behind trusted proxies, the last hop they did not add.
 * Other forwarding headers survive only when the peer is a trusted proxy.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {ReturnType<typeof trustedProxies>} trust
 */
export function settleClientAddress(request, trust) {
  const peer = request.socket.remoteAddress ?? ''
  const address = peer ? proxyaddr(request, trust) : 'unknown'
  if (!peer || !trust(peer, 0)) {
    for (const name of forwardingHeaders) delete request.headers[name]
  }
  delete request.headers['x-real-ip']
  request.headers['x-forwarded-for'] = address
  return address
}

/**
 * The key every limit counts a client under (the work gate, open connections, sign-in, reset,
 * lookup and submission limits): its address, or for IPv6 its /64 network (one subscriber is
 * given a whole /64 and can change address within it at will).
 *
 * @param {string} address
 */
export function clientKey(address) {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${/** @type {import('ipaddr.js').IPv6} */ (parsed).parts.slice(0, 4).join(':')}::/64`
}
