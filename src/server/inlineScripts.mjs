// @ts-check
import { createHash } from 'node:crypto'

/** A script element and its text: Next writes neither `>` in attribute values nor nested scripts. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** Data blocks (JSON-LD, Next's JSON): never run, so a policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/**
 * The CSP source of each script that runs from the page itself (`'sha256-…'`, as CSP Level 3
 * computes it over the element's text), each once, in the order they appear.
 *
 * @param {string | Buffer} html
 * @returns {string[]}
 */
export function inlineScriptSources(html) {
  const text = typeof html === 'string' ? html : html.toString('utf8')
  /** @type {Set<string>} */
  const sources = new Set()
  for (const [, attributes = '', content = ''] of text.matchAll(SCRIPT_ELEMENT)) {
    if (content === '' || /\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue
    sources.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...sources]
}
