import { clientKey } from '@/server/clientAddress.mjs'

/**
 * The client's address, as the server (`server.mjs`) settled it from the socket: it replaces any
 * X-Forwarded-For a client sends with the one address it believes, taking proxies' word only from
 * those named in TRUSTED_PROXIES. So the header holds exactly one address here.
 */
export function clientAddress(request: { headers: Headers }): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}

/** What every limit counts the client under: its address, or an IPv6 address's /64. */
export const clientKeyOf = (request: { headers: Headers }): string =>
  clientKey(clientAddress(request))
