import { searchTerm, WORD } from './normalize'

/** Text in pieces, those the query matched marked. */
export type Marked = { text: string; marked: boolean }[]

type Word = { start: number; end: number; marked: boolean }

function wordsIn(text: string, terms: ReadonlySet<string>): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    marked: terms.has(searchTerm(match[0])),
  }))
}

function marked(text: string, words: Word[], from: number, to: number): Marked {
  const pieces: Marked = []
  let at = from
  for (const word of words) {
    if (!word.marked || word.start < from || word.end > to) continue
    if (word.start > at) pieces.push({ text: text.slice(at, word.start), marked: false })
    pieces.push({ text: text.slice(word.start, word.end), marked: true })
    at = word.end
  }
  if (at < to) pieces.push({ text: text.slice(at, to), marked: false })
  return pieces
}

/** The whole text, with the words whose search term is one of `terms` marked. */
export function markTerms(text: string, terms: ReadonlySet<string>): Marked {
  return marked(text, wordsIn(text, terms), 0, text.length)
}

/**
 * About `length` words of the text around its first matched word, marked as markTerms does, with
 * an ellipsis where the text goes on. The start of the text when nothing in it matched.
 */
export function snippetOf(text: string, terms: ReadonlySet<string>, length = 32): Marked {
  const words = wordsIn(text, terms)
  if (words.length === 0) return []
  const first = Math.max(
    0,
    words.findIndex((word) => word.marked),
  )
  const from = Math.max(0, Math.min(first - 8, words.length - length))
  const to = Math.min(words.length, from + length) - 1
  const pieces = marked(text, words, words[from]!.start, words[to]!.end)
  if (from > 0) pieces.unshift({ text: '… ', marked: false })
  if (to < words.length - 1) pieces.push({ text: ' …', marked: false })
  return pieces
}
