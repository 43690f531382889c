import 'server-only'

import {
  ParseSpeeds,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib'

import type { RefusalReason } from './kinds'

/**
 * Names that only appear in a PDF that runs or carries something beyond its pages: scripts
 * (`/JavaScript`, `/JS`), actions that fire by themselves (`/AA`, on opening a page, leaving a
 * field…), actions that start programs, send data or open other files (`/Launch`,
 * `/SubmitForm`, `/ImportData`, `/GoToE`), attached files (`/EmbeddedFile(s)`), Flash and
 * other media (`/RichMedia`) and XFA forms (`/XFA`, which script themselves). Plain links
 * (`/URI` in a link annotation, as a LinkedIn address in a CV) are not among them: they act only
 * when clicked, and the viewer asks first.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
])

/**
 * `/OpenAction` is checked by what it holds rather than refused outright: many producers (LaTeX's
 * hyperref among them, by default) write a destination there, `[first page /Fit]`, only to open
 * the document at a chosen zoom, and refusing those would refuse a good share of ordinary CVs.
 * Any other action there (a script, a web address opened unasked) makes the file `active`.
 */
const OPEN_ACTION = 'OpenAction'

/** The last kilobyte of a whole PDF holds its trailer: `startxref`, an offset, `%%EOF`. */
const TRAILER_BYTES = 1024

/**
 * A PDF name with its `#xx` escapes decoded, as a viewer reads it: `/J#61vaScript` is
 * `/JavaScript`. pdf-lib decodes only upper-case hex digits, so this runs on its names too.
 */
export function decodePdfName(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
}

/**
 * A name as a viewer reads it. pdf-lib keeps names re-encoded (`asString`), each byte it does
 * not write plainly as `#XX`, `#` included, and decodes escapes in upper-case hex only, so
 * `/#4aS` arrives as `/#234aS`: decoding twice gives `JS`. (Its own `decodeText` does the first
 * step byte by byte and was the slowest part of the walk.)
 */
function nameOf(name: PDFName): string {
  const encoded = name.asString().slice(1)
  return encoded.includes('#') ? decodePdfName(decodePdfName(encoded)) : encoded
}

/**
 * What the raw scan looks at in PDF syntax: a name (a slash and the regular characters after it),
 * or the start of what to skip: a literal string `(`, a hex string `<…>`, a comment `%…`, and
 * `<<` (so that its `<` is not taken for a hex string).
 */
const SYNTAX_TOKEN = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)|\(|<<|<[^<>]*>?|%[^\r\n]*/g
/** What comes just before a stream's data: the end of its dictionary and the `stream` keyword. */
const STREAM_DICT_END = />>[\0\t\n\f\r ]*$/

/**
 * The text of the file outside stream data. Streams hold compressed bytes (fonts, images, page
 * content) where a short name such as `/JS` turns up by chance; everything else in a PDF is
 * its object syntax.
 */
function* outsideStreams(text: string): Generator<string> {
  let from = 0
  let at = text.indexOf('stream', from)
  while (at !== -1) {
    if (STREAM_DICT_END.test(text.slice(Math.max(from, at - 16), at))) {
      yield text.slice(from, at)
      const end = text.indexOf('endstream', at + 6)
      if (end === -1) return
      from = end + 'endstream'.length
      at = text.indexOf('stream', from)
    } else {
      at = text.indexOf('stream', at + 6)
    }
  }
  yield text.slice(from)
}

/**
 * Where the literal string opening at `start` ends: strings nest balanced parentheses and escape
 * others with a backslash. A string is not allowed past the end of its object, so one stray `(`
 * cannot hide the rest of the file from the scan; it is then skipped alone.
 */
function literalStringEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return i + 1
    else if (char === 'e' && text.startsWith('endobj', i)) break
  }
  return start + 1
}

/** The names in a stretch of PDF syntax, leaving out strings and comments, where a slash is text. */
function* namesIn(syntax: string): Generator<string> {
  const tokens = new RegExp(SYNTAX_TOKEN)
  for (let match = tokens.exec(syntax); match; match = tokens.exec(syntax)) {
    if (match[1] !== undefined) yield match[1]
    else if (match[0] === '(') tokens.lastIndex = literalStringEnd(syntax, match.index)
  }
}

/**
 * The second net: active names anywhere in the file's own object syntax. pdf-lib keeps only the
 * last copy of an object defined twice and skips bytes it cannot place, while a viewer following
 * the cross-reference table may read another copy; a script in any copy is refused here.
 * Strings are left out: a web address ending in `/JavaScript` (a Wikipedia link in a
 * developer's CV) is not a name. `/OpenAction` is left to the parsed check, since what it points
 * to is what matters and every dangerous action also names its type (`/JavaScript`,
 * `/Launch`…), which this finds.
 */
function hasActiveNameInSyntax(text: string): boolean {
  for (const part of outsideStreams(text)) {
    for (const name of namesIn(part)) {
      if (ACTIVE_NAMES.has(decodePdfName(name))) return true
    }
  }
  return false
}

/** A destination (a page and a zoom, or the name of one), or a plain go-to action. */
function isDestination(value: PDFObject, context: PDFContext): boolean {
  const target = value instanceof PDFRef ? context.lookup(value) : value
  if (target instanceof PDFArray || target instanceof PDFName) return true
  if (target instanceof PDFString || target instanceof PDFHexString) return true
  if (!(target instanceof PDFDict)) return false
  const type = target.lookup(PDFName.of('S'))
  return type instanceof PDFName && nameOf(type) === 'GoTo' && !target.has(PDFName.of('Next'))
}

/**
 * Whether an object, with every dictionary and array nested in it, uses an active name, as a
 * key (`/JS (…)`) or a value (`/S /JavaScript`). References are not followed: every indirect
 * object is walked in its own turn. A list, not recursion, so deep nesting cannot overflow.
 */
function carriesActiveName(root: PDFObject, context: PDFContext): boolean {
  const pending: PDFObject[] = [root]
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameOf(object))) return true
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const name = nameOf(key)
        if (ACTIVE_NAMES.has(name)) return true
        if (name === OPEN_ACTION && !isDestination(value, context)) return true
        pending.push(value)
      }
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item)
    } else if (object instanceof PDFStream) {
      pending.push(object.dict)
    }
  }
  return false
}

/**
 * A PDF must end with its trailer, be readable by pdf-lib with at least one page, and carry no
 * active content.
 *
 * pdf-lib reads every object, including those packed into compressed object streams, which no
 * search of the raw bytes can see; every one of them is then walked for active names. Options:
 * `throwOnInvalidObject` makes an object pdf-lib cannot parse fail the load (what cannot be read
 * cannot be checked), `ignoreEncryption` still reads a PDF with only an owner password (its
 * names are never encrypted; one whose object streams are encrypted fails to load and is
 * refused), `updateMetadata: false` leaves the document as it came, and `parseSpeed: Fast`
 * yields to other requests every 1,500 objects instead of the default 100 (each pause is a
 * timer turn; at 100 they added about half again to the load time). Loading is the costliest
 * step for a PDF: about 30 ms for a 300-page, 1 MB text document.
 */
export async function checkPdf(bytes: Buffer, text: string): Promise<RefusalReason | null> {
  const tail = text.slice(-TRAILER_BYTES)
  if (!tail.includes('startxref') || !tail.includes('%%EOF')) return 'broken'
  if (hasActiveNameInSyntax(text)) return 'active'

  let document: PDFDocument
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fast,
    })
    // Throws when there is no catalog or page tree.
    if (document.getPageCount() < 1) return 'broken'
  } catch {
    return 'broken'
  }

  const { context } = document
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (carriesActiveName(object, context)) return 'active'
  }
  return null
}
