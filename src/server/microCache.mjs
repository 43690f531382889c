// @ts-check

/**
 * A shared cache of one second inside each server process, for the answers the app itself marks
 * fit for a shared cache (`s-maxage`, see cachePolicy.mjs). Next spends about twice as long finding
 * a cached page as sending its bytes; under a crowd the same page is asked for many times a second,
 * and all but the first of each second are answered here from the bytes Next sent, exactly as a
 * CDN in front of the site would answer them. An edit stays live within the policy's five seconds:
 * a copy is kept for one.
 *
 * It follows HTTP's rules for a shared cache, as `http-cache-semantics` states them: a copy is
 * kept per address (host and target: an answer may name the address it was asked at, as the
 * OpenAPI description does without SITE_URL) and per value of each request header the answer's
 * `Vary` names, and sent with its `Age`. Only a 200 without `Set-Cookie` is kept. A request with a
 * cookie neither reads nor fills it (the app's answer may depend on it: the language choice on
 * `/`, a preview, a signed-in editor), except the language cookie on an address other than `/`,
 * the only one it steers (src/i18n/addressRules.ts).
 */

import CachePolicy from 'http-cache-semantics'

import { send } from './answers.mjs'

const TTL_MS = 1000
const MAX_ADDRESSES = 500
const MAX_VARIANTS = 8
const MAX_BODY_BYTES = 1_000_000
/** All copies together: a crowd asking for many addresses at once cannot make the process grow. */
const MAX_TOTAL_BYTES = 32_000_000

/**
 * Headers of one exchange, not of the answer kept: Node writes the date anew for each answer, and
 * the server sets the id of the request it answers.
 */
const EXCHANGE_HEADERS = ['date', 'x-request-id']

/** @typedef {{ policy: CachePolicy, body: Buffer, storedAt: number }} Copy */

/** @param {import('node:http').IncomingMessage} request */
function usesCache(request) {
  if (request.method !== 'GET' || request.headers.authorization) return false
  const cookie = request.headers.cookie
  if (!cookie) return true
  const names = cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim())
    .filter(Boolean)
  const path = (request.url ?? '/').split('?')[0]
  return names.every((name) => name === 'language') && path !== '/'
}

/**
 * The request as the cache's rules see it. A client's own `Cache-Control` and `Pragma` are left
 * out: like most CDNs, the one-second copy also answers a reload, and a client cannot make every
 * one of its requests skip it.
 *
 * @param {import('node:http').IncomingMessage} request
 * @returns {CachePolicy.Request}
 */
function asked(request) {
  const { 'cache-control': _cacheControl, pragma: _pragma, ...headers } = request.headers
  return { url: request.url ?? '/', method: request.method ?? 'GET', headers }
}

/** @param {import('node:http').ServerResponse} response @returns {CachePolicy.Response} */
function answered(response) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    // The rules read most headers as one line; only Set-Cookie is a list, and it is never kept.
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return { status: response.statusCode, headers }
}

/** @param {import('node:http').IncomingMessage} request */
const addressOf = (request) => `${request.headers.host ?? ''} ${request.url ?? ''}`

/**
 * What may be kept: a page or an API read (200) that the app marks for shared caches (`s-maxage`,
 * see cachePolicy.mjs) and sets no cookie with. HTTP's rules decide the rest (keep).
 *
 * @param {import('node:http').ServerResponse} response
 */
function marked(response) {
  return (
    response.statusCode === 200 &&
    /\bs-maxage=\d/.test(String(response.getHeader('cache-control') ?? '')) &&
    !response.hasHeader('set-cookie')
  )
}

export function createMicroCache({ ttlMs = TTL_MS, now = () => Date.now() } = {}) {
  /** @type {Map<string, Copy[]>} oldest first */
  const copies = new Map()
  let totalBytes = 0

  /** @param {string} key */
  function drop(key) {
    for (const copy of copies.get(key) ?? []) totalBytes -= copy.body.length
    copies.delete(key)
  }

  /** @param {Copy} copy @param {CachePolicy.Request} request */
  const answers = (copy, request) =>
    now() - copy.storedAt < ttlMs && copy.policy.satisfiesWithoutRevalidation(request)

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {Buffer} body
   */
  function keep(request, response, body) {
    if (!marked(response)) return
    const question = asked(request)
    const policy = new CachePolicy(question, answered(response), { shared: true })
    // Fresh when stored: a copy that must be revalidated (`no-cache`, `s-maxage=0`) never answers.
    if (!policy.storable() || policy.stale()) return
    const key = addressOf(request)
    // Copies this request would have been answered with are replaced; the others stay.
    const others = (copies.get(key) ?? []).filter(
      (old) => now() - old.storedAt < ttlMs && !old.policy.satisfiesWithoutRevalidation(question),
    )
    const kept = [...others.slice(-(MAX_VARIANTS - 1)), { policy, body, storedAt: now() }]
    drop(key)
    copies.set(key, kept)
    for (const each of kept) totalBytes += each.body.length
    while (copies.size > MAX_ADDRESSES || totalBytes > MAX_TOTAL_BYTES)
      drop(copies.keys().next().value ?? key)
  }

  return {
    /**
     * Answers the request from a fresh copy; returns true when it did.
     *
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    answer(request, response) {
      if (!usesCache(request)) return false
      const question = asked(request)
      const copy = copies.get(addressOf(request))?.find((each) => answers(each, question))
      if (!copy) return false
      const headers = copy.policy.responseHeaders()
      for (const name of EXCHANGE_HEADERS) delete headers[name]
      send(response, 200, /** @type {Record<string, string>} */ (headers), copy.body)
      return true
    },

    /**
     * What keeps the app's answer to this request, if it may be kept (finishResponse.mjs).
     *
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     * @returns {import('./finishResponse.mjs').Finisher | null}
     */
    keeping(request, response) {
      if (!usesCache(request)) return null
      /** @type {Buffer[]} */
      const chunks = []
      let size = 0
      return {
        body(chunk) {
          size += chunk.length
          if (size <= MAX_BODY_BYTES) chunks.push(chunk)
        },
        ended() {
          if (size <= MAX_BODY_BYTES) keep(request, response, Buffer.concat(chunks))
        },
      }
    },
  }
}
