import { type ChildNode, isTag, isText } from 'domhandler'
import { getChildren } from 'domutils'
import { parseDocument } from 'htmlparser2'

import type { Locale } from '@/i18n/locales'

import type { WireObject, WireValue } from '../wire'

/**
 * Nothing when `Content` has each of `Names`, else those it lacks as required fields. A helper
 * that reads fixed names takes `Content & MissingFields<Content, Names>`, so a section kind whose
 * block lacks one fails to type-check where it calls the helper; a wire object of any
 * shape (a foreign server's) has every name.
 */
export type MissingFields<Content, Names extends string> = [Names] extends [keyof Content]
  ? unknown
  : { [Name in Exclude<Names, keyof Content>]: WireValue }

/** Values the spec's servers send for "nothing": they must never reach the screen. */
const ABSENT = new Set(['null', 'undefined', '<p>undefined</p>'])

/** A wire value as display text: missing, "null", "undefined" and `<p>undefined</p>` become ''. */
export function clean(value: WireValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value !== 'string') return ''
  const trimmed = value.trim()
  return ABSENT.has(trimmed) ? '' : value
}

/**
 * The field in the visitor's language: Arabic uses `key_ar` when it has a value; either language
 * also accepts the `key_en` / `key_ar` suffix form; everything falls back to the plain `key`.
 */
export function pick<Content extends object>(
  content: Content | null | undefined,
  // A name the content's type has: typed content (a section kind's fields) checks it.
  key: keyof Content & string,
  locale: Locale,
): string {
  if (!content) return ''
  // Its twins are not in the type; every value of a wire object is a WireValue.
  const fields = content as WireObject
  return clean(fields[`${key}_${locale}`]) || clean(fields[key])
}

/**
 * The first of the names a field goes by (spec §3: a foreign server may send another) that has a
 * value, each read as `pick` reads it.
 */
export function pickFirst<Content extends object>(
  content: Content | null | undefined,
  keys: (keyof Content & string)[],
  locale: Locale,
): string {
  for (const key of keys) {
    const value = pick(content, key, locale)
    if (value) return value
  }
  return ''
}

/** Elements that start and end a line of text: their text is kept apart from what is around it. */
const BLOCK =
  /^(?:p|div|li|ul|ol|dl|dt|dd|h[1-6]|br|hr|tr|td|th|table|blockquote|pre|figure|figcaption|section|article)$/

/**
 * Plain text of an HTML fragment, entities decoded (for fields the spec shows "tags stripped").
 * Paragraphs, list items and other blocks are separated by a space, not run together.
 */
export function stripTags(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html
  const parts: string[] = []
  const read = (node: ChildNode) => {
    const block = isTag(node) && BLOCK.test(node.name)
    if (block) parts.push(' ')
    if (isText(node)) parts.push(node.data)
    for (const child of getChildren(node)) read(child)
    if (block) parts.push(' ')
  }
  for (const node of parseDocument(html, { decodeEntities: true }).children) read(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * Plain-text paragraphs of a description typed in a text area (line breaks separate paragraphs);
 * a foreign server may send HTML instead, whose block ends separate them and whose tags are dropped.
 */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\r?\n|<br\s*\/?>|<\/(?:p|li|div|h[1-6])>/i)
    .map((line) => stripTags(line).trim())
    .filter(Boolean)
}
