import 'server-only'

/**
 * Tags a browser would act on if it ever took the file for HTML (a wrong Content-Type, content
 * sniffing, an old viewer): any of them, anywhere in the file, makes the file a polyglot.
 *
 * Each name must be followed by what ends a tag name in HTML (whitespace, `/` or `>`), as a browser
 * requires before it treats `<script` as a script tag. That also makes every marker at least five
 * bytes long, so compressed image or font data, which looks random, matches only by rare chance
 * (about 1 in 5,000 for 2 MB of random bytes, almost all of it from the two shortest, `<svg` and
 * `<img`). XMP metadata (`<?xpacket`, `<x:xmpmeta`, `<rdf:RDF`), which ordinary JPEGs and PDFs
 * carry, uses none of these names.
 */
const ACTIVE_MARKUP =
  /<(?:!doctype|(?:html|head|body|script|iframe|svg|object|embed|meta|form|img)[\t\n\f\r />])/i

/** The bytes as a string of the same length, one character per byte, for fast text searches. */
export function asLatin1(bytes: Buffer): string {
  return bytes.toString('latin1')
}

export function hasActiveMarkup(text: string): boolean {
  return ACTIVE_MARKUP.test(text)
}
