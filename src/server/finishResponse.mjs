// @ts-check

/**
 * What a step of the server does to a response the app (or the server itself) writes.
 *
 * @typedef {object} Finisher
 * @property {(status: number, body?: Buffer | string) => void} [head] settles headers just
 *   before the head is written; `body` is the whole body when it is known by then (the app ended
 *   the response in one call, or a replacement is sent)
 * @property {(status: number) => { body: Buffer, type: string } | null} [replacement] a body and
 *   its media type to send in place of what is written, or null
 * @property {(chunk: Buffer) => void} [body] sees each chunk of the body as it is written
 * @property {() => void} [ended] runs once the response has ended
 */

/** Headers that describe the body written, not one sent in its place. */
const BODY_HEADERS = [
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'etag',
]

/**
 * The one place where a response is finished. The app writes its answer through Node's
 * `writeHead`/`write`/`end`, on paths the server does not see (Next's renderer, its cache, its
 * file server); the server's steps need the last word on headers (security, shared caching), may
 * send a document in place of the body (not-found screens) and may keep the body (the one-second
 * cache). Rather than each step replacing those methods in turn, in an order that must not change,
 * they are replaced here once, and the steps add finishers, which run in the order added: when
 * the status is known and the head not yet written (Node writes an implicit head through
 * `writeHead` too), the first `replacement` that gives a body, then every `head`; `body` and
 * `ended` see what is sent when nothing replaced it.
 *
 * @param {import('node:http').ServerResponse} response
 * @returns {(finisher: Finisher) => void} adds a finisher
 */
export function finishResponse(response) {
  const { writeHead, write, end } = response
  /** @type {Finisher[]} */
  const finishers = []
  /** @type {{ body: Buffer, type: string } | null | undefined} undefined until the head is settled */
  let replacement
  let ended = false

  /** @param {number} status @param {unknown} [written] the whole body, when it is ended at once */
  const settle = (status, written) => {
    if (replacement !== undefined) return replacement
    replacement = null
    for (const finisher of finishers) {
      replacement = finisher.replacement?.(status) ?? null
      if (replacement) {
        for (const name of BODY_HEADERS) response.removeHeader(name)
        response.setHeader('Content-Type', replacement.type)
        response.setHeader('Content-Length', replacement.body.length)
        break
      }
    }
    const body =
      replacement?.body ??
      (typeof written === 'string' || Buffer.isBuffer(written) ? written : undefined)
    for (const finisher of finishers) finisher.head?.(status, body)
    return replacement
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  const observe = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    // A copy of each chunk only where a finisher reads the body (the one-second cache).
    if (!finishers.some((finisher) => finisher.body)) return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(
            String(chunk),
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          )
    for (const finisher of finishers) finisher.body?.(buffer)
  }

  /** @param {unknown[]} args whichever of writeHead's overloads the caller used */
  const finishedHead = (...args) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (!settle(status)) return Reflect.apply(writeHead, response, args)
    // The caller's own headers are kept, apart from those that described its body.
    const given = args.find((arg, i) => i > 0 && arg !== null && typeof arg === 'object')
    for (const [name, value] of headerPairs(given)) {
      if (!BODY_HEADERS.includes(name.toLowerCase())) response.setHeader(name, value)
    }
    return Reflect.apply(writeHead, response, [status])
  }
  /** @param {unknown[]} args whichever of write's overloads the caller used */
  const finishedWrite = (...args) => {
    if (settle(response.statusCode)) {
      // Dropped, as if written: the caller's callback still hears so.
      const done = args.find((arg) => typeof arg === 'function')
      if (done) process.nextTick(done)
      return true
    }
    observe(args[0], args[1])
    return Reflect.apply(write, response, args)
  }
  /** @param {unknown[]} args whichever of end's overloads the caller used */
  const finishedEnd = (...args) => {
    // Ended before anything was written: the whole body is known as its head is settled.
    const replaced = settle(response.statusCode, response.headersSent ? undefined : args[0])
    const done = args.find((arg) => typeof arg === 'function')
    // A HEAD's answer has no body: Node leaves out what is passed here. A second end sends
    // nothing again.
    if (replaced)
      return Reflect.apply(end, response, response.writableEnded ? [done] : [replaced.body, done])
    observe(args[0], args[1])
    const result = Reflect.apply(end, response, args)
    if (!ended) {
      ended = true
      for (const finisher of finishers) finisher.ended?.()
    }
    return result
  }

  response.writeHead = /** @type {typeof writeHead} */ (finishedHead)
  response.write = /** @type {typeof write} */ (finishedWrite)
  response.end = /** @type {typeof end} */ (finishedEnd)
  return (finisher) => {
    finishers.push(finisher)
  }
}

/**
 * The name and value of each header given to `writeHead`: an object, a flat list of names and
 * values, or a list of pairs.
 *
 * @param {unknown} given
 * @returns {[string, string | number | readonly string[]][]}
 */
function headerPairs(given) {
  if (!given || typeof given !== 'object') return []
  if (!Array.isArray(given))
    return /** @type {[string, string | number | readonly string[]][]} */ (Object.entries(given))
  if (given.every(Array.isArray)) return given.map((pair) => [String(pair[0]), pair[1]])
  /** @type {[string, string][]} */
  const pairs = []
  for (let i = 0; i + 1 < given.length; i += 2) pairs.push([String(given[i]), String(given[i + 1])])
  return pairs
}
