import { searchTerm, WORD } from './normalize'

/** Text in pieces, those the query matched marked. */
export type Marked = { text: string; marked: boolean }[]

/**
 * A text with its words found and their search terms worked out: once, when the index is built,
 * so that a query only compares terms (splitting and stemming each hit's text for every query
 * took most of a search's time).
 */
export type Worded = {
  text: string
  /** Where each word starts and ends: word i spans bounds[2i] to bounds[2i + 1]. */
  bounds: Uint32Array
  terms: string[]
}

export function worded(text: string): Worded {
  const matches = [...text.matchAll(WORD)]
  const bounds = new Uint32Array(matches.length * 2)
  matches.forEach((match, i) => {
    bounds[2 * i] = match.index
    bounds[2 * i + 1] = match.index + match[0].length
  })
  return { text, bounds, terms: matches.map((match) => searchTerm(match[0])) }
}

/**
 * The text from `from` to `to` (characters), its words `first` to `last` marked where their term
 * is among `terms`.
 */
function marked(
  { text, bounds, terms: wordTerms }: Worded,
  terms: ReadonlySet<string>,
  [first, last]: [number, number],
  [from, to]: [number, number],
): Marked {
  const pieces: Marked = []
  let at = from
  for (let i = first; i <= last; i++) {
    if (!terms.has(wordTerms[i]!)) continue
    const start = bounds[2 * i]!
    const end = bounds[2 * i + 1]!
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false })
    pieces.push({ text: text.slice(start, end), marked: true })
    at = end
  }
  if (at < to) pieces.push({ text: text.slice(at, to), marked: false })
  return pieces
}

/** The whole text, with the words whose search term is one of `terms` marked. */
export function markTerms(words: Worded, terms: ReadonlySet<string>): Marked {
  return marked(words, terms, [0, words.terms.length - 1], [0, words.text.length])
}

/**
 * About `length` words of the text around its first matched word, marked as markTerms does, with
 * an ellipsis where the text goes on. The start of the text when nothing in it matched.
 */
export function snippetOf(words: Worded, terms: ReadonlySet<string>, length = 32): Marked {
  const count = words.terms.length
  if (count === 0) return []
  const first = Math.max(
    0,
    words.terms.findIndex((term) => terms.has(term)),
  )
  const from = Math.max(0, Math.min(first - 8, count - length))
  const to = Math.min(count, from + length) - 1
  const pieces = marked(
    words,
    terms,
    [from, to],
    [words.bounds[2 * from]!, words.bounds[2 * to + 1]!],
  )
  if (from > 0) pieces.unshift({ text: '… ', marked: false })
  if (to < count - 1) pieces.push({ text: ' …', marked: false })
  return pieces
}
