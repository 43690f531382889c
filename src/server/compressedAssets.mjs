// @ts-check
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import Negotiator from 'negotiator'
import { send } from './answers.mjs'
import { IMMUTABLE_CACHE_CONTROL } from './cachePolicy.mjs'

/**
 * The build's scripts and stylesheets (`/_next/static/…`), compressed once per process with Brotli
 * at its highest quality and with gzip at level 9, and sent from memory. Next compresses them again
 * for every request, with gzip only: on a first visit the server spent its one thread squeezing a
 * dozen files while the stylesheet the first paint waits for queued behind them, and a phone got
 * 15 % more bytes than Brotli would have sent. The files are immutable (their names are hashes of
 * their content), so one compression serves the process's whole life.
 *
 * A file is compressed on its first request, off the main thread, while Next answers that request
 * as before; so is any request that accepts neither encoding, names a query, or a file that is not
 * there.
 */

const PREFIX = '/_next/static/'
const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
})
/** The build's own files are a few megabytes; the bound only keeps a surprise from growing it. */
const MAX_TOTAL_BYTES = 64_000_000

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** @typedef {{ type: string, br: Buffer, gzip: Buffer }} Compressed */

/**
 * @param {string} buildDir the build's directory (`.next`)
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 *   true when it has answered the request
 */
export function createCompressedAssets(buildDir) {
  const root = path.resolve(buildDir, 'static')
  /** A file's two encodings, or its compression (under way, or done past the bound: Next's). */
  /** @type {Map<string, Compressed | Promise<void>>} */
  const files = new Map()
  let totalBytes = 0

  /** @param {string} name @param {string} type */
  async function compress(name, type) {
    try {
      const raw = await readFile(path.join(root, name))
      const [br, gzip] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipped(raw, { level: 9 }),
      ])
      // Past the bound the file stays with Next for good (its finished compression stays in the
      // map), rather than being compressed again on every request.
      if (totalBytes + br.length + gzip.length > MAX_TOTAL_BYTES) return
      totalBytes += br.length + gzip.length
      files.set(name, { type, br, gzip })
    } catch {
      // Not there (or unreadable): Next answers, as it does for any other missing file.
      files.delete(name)
    }
  }

  return (request, response) => {
    const target = request.url ?? ''
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !target.startsWith(PREFIX)) {
      return false
    }
    const name = target.slice(PREFIX.length)
    // Only plain names of files inside the build: no query, no escapes, no way up.
    if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(name) || name.split('/').includes('..')) return false
    const type = TYPES[path.extname(name)]
    if (!type) return false
    // Brotli whenever the client takes it (browsers list gzip first, at the same weight).
    const accepted = new Negotiator(request).encodings(['br', 'gzip'])
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined
    if (!encoding) return false

    const file = files.get(name)
    if (!file) {
      files.set(name, compress(name, type))
      return false
    }
    if (file instanceof Promise) return false
    send(
      response,
      200,
      {
        'content-type': file.type,
        'content-encoding': encoding,
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        vary: 'Accept-Encoding',
      },
      file[encoding],
    )
    return true
  }
}
