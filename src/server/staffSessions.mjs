// @ts-check

/**
 * Whether a request carries a signed-in staff member's session, told cheaply enough to ask before
 * admitting work: the session token's signature and expiry are checked (no database read), by a
 * check the app publishes once Payload is ready (src/server/nodeInstrumentation.ts). Staff get a larger budget
 * (workGate.mjs); a made-up token gets a visitor's. Until the check is published nobody is staff.
 */
import { jwtVerify } from 'jose'

import { processWide } from './processWide.mjs'

/** @typedef {(token: string) => Promise<boolean>} SessionCheck */

const published = () =>
  processWide('staffSessionCheck', () => ({ check: /** @type {SessionCheck | null} */ (null) }))

/**
 * The check for tokens signed with Payload's secret: the signature and expiry, verified with the
 * same key as Payload's own JWT strategy (`jose`'s `jwtVerify` with the secret's UTF-8 bytes). It
 * reads no user and skips the strategy's further checks (the header's auth version, the session
 * still stored): it only decides a request's work budget, never what it may do.
 * `tests/unit/upstream.test.ts` signs a token with Payload's `jwtSign` and holds this check to it.
 *
 * @param {string} secret
 * @returns {SessionCheck}
 */
export function signedWith(secret) {
  const key = new TextEncoder().encode(secret)
  return (token) =>
    jwtVerify(token, key).then(
      () => true,
      () => false,
    )
}

/** @param {SessionCheck} check */
export function publishSessionCheck(check) {
  published().check = check
}

/**
 * Payload's session token from its cookie (`${cookiePrefix}-token`, the prefix left at Payload's
 * default) or an `Authorization: JWT …` / `Bearer …` header, where Payload's `extractJWT` looks
 * (without its check of a cookie sent from another origin: a budget, not an access decision).
 *
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function sessionToken(headers) {
  const fromCookie = /(?:^|;\s*)payload-token=([^;]+)/.exec(headers.cookie ?? '')?.[1]
  if (fromCookie) return fromCookie
  return /^(?:JWT|Bearer) (\S+)$/.exec(headers.authorization ?? '')?.[1]
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
export async function isStaffSession(headers) {
  const token = sessionToken(headers)
  const { check } = published()
  return Boolean(token && check && (await check(token)))
}
