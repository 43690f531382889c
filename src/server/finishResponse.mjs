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
 * @property {(status: number) => boolean} [holds] whether the body is held until it ends, so that
 *   `head` sees it whole (asked once, when the app first writes or flushes its head)
 * @property {() => void} [ended] runs once the response has ended
 */

/** A held body larger than this is sent as it comes after all: its head goes without it. */
const MAX_HELD_BYTES = 4_000_000

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
  const { writeHead, write, end, flushHeaders } = response
  /** @type {Finisher[]} */
  const finishers = []
  /** @type {{ body: Buffer, type: string } | null | undefined} undefined until the head is settled */
  let replacement
  let ended = false
  /**
   * The body so far while it is held (a finisher's `holds`); null once it is not, undefined
   * until asked.
   * @type {{ chunks: Buffer[], size: number } | null | undefined}
   */
  let held

  /** Whether what the app writes now is held: asked once, before its head would go. */
  const holding = () => {
    if (held === undefined)
      held =
        !response.headersSent && finishers.some((finisher) => finisher.holds?.(response.statusCode))
          ? { chunks: [], size: 0 }
          : null
    return held !== null
  }

  /** Sends what was held as it came, with a head settled without the body (too large to hold). */
  const release = () => {
    const chunks = held?.chunks ?? []
    held = null
    for (const chunk of chunks) finishedWrite(chunk)
  }

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
    // A copy of each chunk only where a finisher reads the body (the one-second cache).
    if (!finishers.some((finisher) => finisher.body)) return
    const buffer = asBuffer(chunk, encoding)
    if (buffer) for (const finisher of finishers) finisher.body?.(buffer)
  }

  /** @param {unknown[]} args whichever of writeHead's overloads the caller used */
  const finishedHead = (...args) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (holding()) {
      // Kept for the head that goes with the whole body.
      response.statusCode = status
      for (const [name, value] of headerPairs(args.find((arg, i) => i > 0 && isObject(arg))))
        response.setHeader(name, value)
      return response
    }
    if (!settle(status)) return Reflect.apply(writeHead, response, args)
    // The caller's own headers are kept, apart from those that described its body.
    const given = args.find((arg, i) => i > 0 && isObject(arg))
    for (const [name, value] of headerPairs(given)) {
      if (!BODY_HEADERS.includes(name.toLowerCase())) response.setHeader(name, value)
    }
    return Reflect.apply(writeHead, response, [status])
  }
  /** @param {unknown[]} args whichever of write's overloads the caller used */
  const finishedWrite = (...args) => {
    const done = args.find((arg) => typeof arg === 'function')
    if (holding() && held) {
      const chunk = asBuffer(args[0], args[1])
      if (chunk) {
        held.chunks.push(chunk)
        held.size += chunk.length
      }
      if (done) process.nextTick(done)
      if (held.size > MAX_HELD_BYTES) release()
      return true
    }
    if (settle(response.statusCode)) {
      // Dropped, as if written: the caller's callback still hears so.
      if (done) process.nextTick(done)
      return true
    }
    observe(args[0], args[1])
    return Reflect.apply(write, response, args)
  }
  /** @param {unknown[]} args whichever of end's overloads the caller used */
  const finishedEnd = (...args) => {
    const done = args.find((arg) => typeof arg === 'function')
    if (held) {
      // The held body, whole: its head is settled with it, and it goes in one piece.
      const last = asBuffer(args[0], args[1])
      const body = Buffer.concat(last ? [...held.chunks, last] : held.chunks)
      held = null
      return finishedEnd(body, done)
    }
    // Ended in one call: the body is whole already, nothing to hold.
    held = null
    // Ended before anything was written: the whole body is known as its head is settled.
    const replaced = settle(response.statusCode, response.headersSent ? undefined : args[0])
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

  /** Next flushes the head before it streams a page; a held body's head waits for the body. */
  const finishedFlushHeaders = () => {
    if (holding()) return
    Reflect.apply(flushHeaders, response, [])
  }

  response.writeHead = /** @type {typeof writeHead} */ (finishedHead)
  response.flushHeaders = finishedFlushHeaders
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

/**
 * A chunk given to `write` or `end` as bytes, or null when none was given.
 *
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
function asBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
  )
}

/** @param {unknown} value */
const isObject = (value) => value !== null && typeof value === 'object'
