// @ts-check
import { randomBytes, timingSafeEqual } from 'node:crypto'

import { processWide } from './processWide.mjs'

/** The header that carries the token on the requests the server sends itself. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

/**
 * A random token made when the process starts and never written anywhere: the server sends it on
 * the requests it makes to its own app (expiring the caches at start, running scheduled publishing),
 * which must run inside a request because Next expires a cache tag only there. Kept in the
 * process, not in the environment, so no child process inherits it.
 */
const token = () => processWide('internalToken', () => randomBytes(24).toString('hex'))

/** The headers of a request the server sends itself. */
export const internalHeaders = () => ({ [INTERNAL_TOKEN_HEADER]: token() })

/**
 * Whether a request carries this process's token, compared in constant time.
 *
 * @param {{ get(name: string): string | null } | Record<string, string | string[] | undefined>} headers
 *   a Fetch `Headers` (a route handler's) or Node's incoming headers (server.mjs)
 */
export function isInternalRequest(headers) {
  const sent =
    typeof headers.get === 'function'
      ? headers.get(INTERNAL_TOKEN_HEADER)
      : /** @type {Record<string, unknown>} */ (headers)[INTERNAL_TOKEN_HEADER]
  if (typeof sent !== 'string') return false
  const expected = Buffer.from(token())
  const given = Buffer.from(sent)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
