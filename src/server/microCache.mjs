// @ts-check

/**
 * A shared cache of one second inside each server process, for the answers the app itself marks fit
 * for a shared cache (`public` with `s-maxage`, see cachePolicy.mjs). Next spends about twice as long
 * finding a cached page as sending its bytes; under a crowd the same page is asked for many times a
 * second, and all but the first of each second are answered here from the bytes Next sent, exactly
 * as a CDN in front of the site would answer them. An edit stays live within the policy's five
 * seconds: a copy is kept for one.
 *
 * It follows HTTP's rules for a shared cache: a copy is kept per address (host and target: an
 * answer may name the address it was asked at, as the OpenAPI description does without SITE_URL)
 * and per value of each request header the answer's `Vary` names, and sent with its `Age`. Only a
 * 200 without `Set-Cookie` is kept. A request with a cookie neither reads nor fills it (the app's
 * answer may depend on it: the language choice on `/`, a preview, a signed-in editor), except the
 * language cookie on an address other than `/`, the only one it steers (src/i18n/addressRules.ts).
 */

const TTL_MS = 1000
const MAX_ADDRESSES = 500
const MAX_VARIANTS = 8
const MAX_BODY_BYTES = 1_000_000
/** All copies together: a crowd asking for many addresses at once cannot make the process grow. */
const MAX_TOTAL_BYTES = 32_000_000

/** Headers of one exchange, not of the answer: Node writes them anew for each. */
// Not kept with a copy: they describe one answer (x-request-id: the request that rendered it).
const HOP_BY_HOP = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'age',
  'x-request-id',
])

/**
 * @typedef {{ vary: [string, string | undefined][], headers: Record<string, string | string[]>,
 *   body: Buffer, storedAt: number }} Copy
 */

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
 * @param {import('node:http').IncomingMessage} request
 * @param {string} name a lower-case header name
 */
function headerValue(request, name) {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** @param {import('node:http').IncomingMessage} request */
const addressOf = (request) => `${request.headers.host ?? ''} ${request.url ?? ''}`

/** @param {Copy} a @param {Copy} b */
function sameVariant(a, b) {
  return (
    a.vary.length === b.vary.length &&
    a.vary.every(([name, value], i) => b.vary[i]?.[0] === name && b.vary[i]?.[1] === value)
  )
}

/** @param {import('node:http').ServerResponse} response */
function keepable(response) {
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  const vary = String(response.getHeader('vary') ?? '')
  return (
    response.statusCode === 200 &&
    /(?:^|,)\s*public\b/.test(cacheControl) &&
    /\bs-maxage=\d/.test(cacheControl) &&
    !/\b(?:private|no-store|no-cache)\b/.test(cacheControl) &&
    !response.hasHeader('set-cookie') &&
    !vary.includes('*')
  )
}

/** @param {import('node:http').ServerResponse} response */
function storedHeaders(response) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined && !HOP_BY_HOP.has(name))
      headers[name] = typeof value === 'number' ? String(value) : value
  }
  return headers
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

  /**
   * @param {import('node:http').IncomingMessage} request
   * @returns {Copy | undefined}
   */
  function find(request) {
    const fresh = (copies.get(addressOf(request)) ?? []).filter(
      (copy) => now() - copy.storedAt < ttlMs,
    )
    return fresh.find((copy) =>
      copy.vary.every(([name, value]) => headerValue(request, name) === value),
    )
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {Buffer} body
   */
  function keep(request, response, body) {
    const names = String(response.getHeader('vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
    /** @type {Copy} */
    const copy = {
      vary: names.map((name) => [name, headerValue(request, name)]),
      headers: storedHeaders(response),
      body,
      storedAt: now(),
    }
    const key = addressOf(request)
    const others = (copies.get(key) ?? []).filter(
      (old) => now() - old.storedAt < ttlMs && !sameVariant(old, copy),
    )
    const kept = [...others.slice(-(MAX_VARIANTS - 1)), copy]
    drop(key)
    copies.set(key, kept)
    for (const each of kept) totalBytes += each.body.length
    while (copies.size > MAX_ADDRESSES || totalBytes > MAX_TOTAL_BYTES)
      drop(copies.keys().next().value ?? key)
  }

  /**
   * Answers the request from a fresh copy, or arranges for the app's answer to be kept. Returns
   * true when it answered.
   *
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  return function microCache(request, response) {
    if (!usesCache(request)) return false
    const copy = find(request)
    if (copy) {
      const age = Math.floor((now() - copy.storedAt) / 1000)
      response.writeHead(200, {
        ...copy.headers,
        age: String(age),
        'content-length': String(copy.body.length),
      })
      response.end(copy.body)
      return true
    }
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    const write = response.write
    const end = response.end
    /** @param {unknown} chunk @param {unknown} [encoding] */
    const collect = (chunk, encoding) => {
      if (
        chunk === undefined ||
        chunk === null ||
        typeof chunk === 'function' ||
        size > MAX_BODY_BYTES
      )
        return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(
              String(chunk),
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
      chunks.push(buffer)
      size += buffer.length
    }
    /** @param {unknown[]} args whichever of write's overloads the caller used, passed on as they are */
    const writing = (...args) => {
      collect(args[0], args[1])
      return Reflect.apply(write, response, args)
    }
    /** @param {unknown[]} args whichever of end's overloads the caller used, passed on as they are */
    const ending = (...args) => {
      collect(args[0], args[1])
      // After the app's end: a head written by end itself is settled (finishHeaders) only then.
      const ended = Reflect.apply(end, response, args)
      if (size <= MAX_BODY_BYTES && keepable(response))
        keep(request, response, Buffer.concat(chunks))
      return ended
    }
    response.write = /** @type {typeof write} */ (writing)
    response.end = /** @type {typeof end} */ (ending)
    return false
  }
}
