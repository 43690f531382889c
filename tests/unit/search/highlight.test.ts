import { describe, expect, it } from 'vitest'

import { markTerms, snippetOf, worded } from '@/features/search/highlight'
import { searchTerm } from '@/features/search/normalize'

const terms = (...words: string[]) => new Set(words.map(searchTerm))

describe('marking the words a query matched', () => {
  it('keeps every character of the text, the matched words in pieces of their own', () => {
    const marked = markTerms(worded('(Motor) claims, and more claims.'), terms('claim'))
    expect(marked).toEqual([
      { text: '(Motor) ', marked: false },
      { text: 'claims', marked: true },
      { text: ', and more ', marked: false },
      { text: 'claims', marked: true },
      { text: '.', marked: false },
    ])
  })

  it('gives a text without words, or an empty one, as it is', () => {
    expect(markTerms(worded('—'), terms('claim'))).toEqual([{ text: '—', marked: false }])
    expect(markTerms(worded(''), terms('claim'))).toEqual([])
  })

  it('marks the same words however often one worded text is marked, for other queries too', () => {
    const words = worded('تأمين المركبات الشامل')
    expect(markTerms(words, terms('المركبات'))).toEqual(markTerms(words, terms('مركبات')))
    expect(
      markTerms(words, terms('الشامل'))
        .filter((piece) => piece.marked)
        .map((piece) => piece.text),
    ).toEqual(['الشامل'])
  })

  it('quotes the words around the first match, from word to word', () => {
    const text = `Intro. ${'word '.repeat(20)}needle${' word'.repeat(20)} end.`
    const snippet = snippetOf(worded(text), terms('needle'), 10)
    expect(snippet.map((piece) => piece.text).join('')).toBe(`… ${'word '.repeat(8)}needle word …`)
  })
})
