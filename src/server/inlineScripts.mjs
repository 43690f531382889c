// @ts-check
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

/** A script element and its text: Next writes neither `>` in attribute values nor nested scripts. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** Data blocks (JSON-LD, Next's JSON): never run, so a policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/** Next compresses what it sends (its `compress` option): the page's text, from its bytes. */
/** @type {Record<string, (bytes: Buffer) => Buffer>} */
const DECODERS = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}

/**
 * The CSP source of each script that runs from the page itself (`'sha256-…'`, as CSP Level 3
 * computes it over the element's text), each once, in the order they appear; undefined when the
 * body's encoding cannot be read.
 *
 * @param {string | Buffer} html
 * @param {string} [encoding] the body's Content-Encoding
 * @returns {string[] | undefined}
 */
export function inlineScriptSources(html, encoding) {
  if (typeof html === 'string') return sourcesOf(html, encoding)
  // The same bytes sent again (a not-found document, kept in memory) are read once.
  const known = sourcesOfBytes.get(html)
  if (known && known.encoding === encoding) return known.sources
  const sources = sourcesOf(html, encoding)
  sourcesOfBytes.set(html, { encoding, sources })
  return sources
}

/** @type {WeakMap<Buffer, { encoding: string | undefined, sources: string[] | undefined }>} */
const sourcesOfBytes = new WeakMap()

/**
 * @param {string | Buffer} html
 * @param {string} [encoding]
 */
function sourcesOf(html, encoding) {
  const name = (encoding ?? 'identity').trim().toLowerCase()
  const decode = DECODERS[name]
  if (!decode && name !== 'identity') return undefined
  let text
  try {
    text = typeof html === 'string' ? html : (decode ? decode(html) : html).toString('utf8')
  } catch {
    return undefined
  }
  /** @type {Set<string>} */
  const sources = new Set()
  for (const [, attributes = '', content = ''] of text.matchAll(SCRIPT_ELEMENT)) {
    if (content === '' || /\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue
    sources.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...sources]
}
