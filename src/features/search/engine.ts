import MiniSearch from 'minisearch'

import type { SearchDocument } from './documents'
import { type Marked, markTerms, snippetOf, type Worded, worded } from './highlight'
import { searchTerm, wordsOf } from './normalize'

/** One thing found, its words marked. */
export type SearchHit = {
  kind: SearchDocument['kind']
  href: string
  title: Marked
  heading: Marked
  snippet: Marked
}

/** The longest query read, in characters and in words: longer ones are cut, not refused. */
export const QUERY_MAX_LENGTH = 200
const QUERY_MAX_WORDS = 12

/**
 * A query as the index reads it: trimmed, at most QUERY_MAX_LENGTH characters and QUERY_MAX_WORDS
 * words. Empty when it holds no word.
 */
export function queryOf(raw: string): string {
  return wordsOf(raw.slice(0, QUERY_MAX_LENGTH)).slice(0, QUERY_MAX_WORDS).join(' ')
}

/**
 * The documents of one language, ranked by BM25 with a match in the title counting five times
 * and in the heading twice (every section of a page repeats the page's title, which makes a word
 * of it look common to BM25: five keeps a page named for the query above a section naming it). Every word of the query must match (a word of three letters or more
 * also matches as the start of a longer one, and one of six or more with a letter or so wrong);
 * when no document has them all, documents with any of them are found. A page is found once, by
 * its best section.
 */
export async function createSearchIndex(documents: SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'heading', 'text'],
    tokenize: wordsOf,
    processTerm: (term) => searchTerm(term) || null,
    searchOptions: {
      boost: { title: 5, heading: 2 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    },
  })
  // In chunks, each in a turn of the event loop of its own (see buildIndexes).
  await index.addAllAsync(documents, { chunkSize: 25 })
  const byId = new Map(documents.map((document) => [document.id, document]))
  /**
   * Each found document's texts in words, worked out the first time it is found and kept for the
   * index's life (its documents do not change; a save builds a new index).
   */
  const wordedById = new Map<string, Record<'title' | 'heading' | 'text', Worded>>()
  const wordedOf = (document: SearchDocument) => {
    let words = wordedById.get(document.id)
    if (!words) {
      words = {
        title: worded(document.title),
        heading: worded(document.heading),
        text: worded(document.text),
      }
      wordedById.set(document.id, words)
    }
    return words
  }

  return {
    /** At most `limit` hits for the query, best first, and how many there are in all. */
    search(query: string, limit: number): { hits: SearchHit[]; total: number } {
      const words = queryOf(query)
      if (!words) return { hits: [], total: 0 }
      let found = index.search(words, { combineWith: 'AND' })
      if (found.length === 0) found = index.search(words, { combineWith: 'OR' })
      const seen = new Set<string>()
      const hits: SearchHit[] = []
      for (const result of found) {
        const document = byId.get(String(result.id))
        if (!document) continue
        const place = document.href.split('#')[0]!
        if (seen.has(place)) continue
        seen.add(place)
        if (hits.length >= limit) continue
        const terms = new Set(result.terms)
        const words = wordedOf(document)
        hits.push({
          kind: document.kind,
          href: document.href,
          title: markTerms(words.title, terms),
          heading: markTerms(words.heading, terms),
          snippet: snippetOf(words.text, terms),
        })
      }
      return { hits, total: seen.size }
    },
  }
}

export type SearchIndex = Awaited<ReturnType<typeof createSearchIndex>>
