// @ts-check

/**
 * Whether a request carries a signed-in staff member's session, told cheaply enough to ask before
 * admitting work: the session token's signature and expiry are checked (no database read), by a
 * check the app publishes once Payload is ready (src/server/nodeInstrumentation.ts). Staff get a larger budget
 * (workGate.mjs); a made-up token gets a visitor's. Until the check is published nobody is staff.
 */
const REGISTRY = Symbol.for('rafeef.staffSessionCheck')

/** @typedef {(token: string) => Promise<boolean>} SessionCheck */

/** @param {SessionCheck} check */
export function publishSessionCheck(check) {
  Reflect.set(globalThis, REGISTRY, check)
}

/**
 * Payload's session token from its cookie or an `Authorization: JWT …` / `Bearer …` header.
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
  const check = /** @type {SessionCheck | undefined} */ (Reflect.get(globalThis, REGISTRY))
  return Boolean(token && check && (await check(token)))
}
