// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import { processWide } from './processWide.mjs'

/**
 * The request a piece of work belongs to, for every log line written while it runs (server.mjs
 * starts each request in it; Payload's logger reads it, src/server/logger.mjs). One store for the
 * process: the app's bundle loads its own copy of this module, which must find the server's.
 *
 * @typedef {{ requestId: string }} RequestContext
 */
/** @returns {AsyncLocalStorage<RequestContext>} */
const store = () => processWide('requestContext', () => new AsyncLocalStorage())

/** The id of the request under way, or undefined outside one (a nightly task, the start). */
export const currentRequestId = () => store().getStore()?.requestId

/**
 * Runs `work` as the request `requestId`.
 *
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 * @returns {T}
 */
export const inRequest = (requestId, work) => store().run({ requestId }, work)

/** What a proxy's id may look like to be kept; anything else is replaced. */
const PASSED_ID = /^[\w.:-]{8,128}$/

/**
 * The id of a request: the one a trusted proxy passed in X-Request-Id (so its log and ours join),
 * or a new one. A stranger's header is not kept: it could make one request look like another.
 *
 * @param {string | string[] | undefined} passed
 * @param {boolean} fromTrustedProxy
 */
export function requestIdOf(passed, fromTrustedProxy) {
  return fromTrustedProxy && typeof passed === 'string' && PASSED_ID.test(passed)
    ? passed
    : randomUUID()
}
