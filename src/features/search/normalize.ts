import { stemmer } from 'stemmer'

import { asciiDigits } from '@/i18n/digits'

/**
 * How search compares words, the same for the text it indexes and the query a visitor types: two
 * spellings a reader takes for one word are one word here.
 *
 * Arabic: diacritics (tashkeel, the dagger alif, Quranic marks) and tatweel are dropped; أ إ آ ٱ
 * are ا, ى is ي, ة is ه; the definite article (ال, with و ب ك ف before it, and لل, ولل, فلل) is
 * taken off a word long enough to keep a stem of three letters. English (any Latin script): case
 * and accents are dropped and the word is stemmed (Porter: "claims", "claiming" and "claim" are
 * one). Digits: Arabic-Indic and Eastern Arabic-Indic digits are ASCII digits.
 */

/** A word: letters, digits and the marks on them, tatweel included (it joins Arabic letters). */
export const WORD = /[\p{L}\p{N}\p{M}\u0640]+/gu

const ARABIC_LETTER = /[\u0621-\u064a]/
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g
const ALIF_FORMS = /[\u0622\u0623\u0625\u0671]/g
const ARTICLE = /^(?:[وبكف]?ال|[وف]?لل)/
/** Arabic letters and digits as search compares them (see above), article kept. */
export function normalizeArabic(text: string): string {
  return asciiDigits(
    text
      .replace(ARABIC_MARKS, '')
      .replace(ALIF_FORMS, '\u0627')
      .replace(/\u0649/g, '\u064a')
      .replace(/\u0629/g, '\u0647'),
  )
}

/** Lower case without accents (é is e), in any script. */
function foldCase(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * One word as the index keeps it, or '' for nothing to keep. Arabic words lose their article;
 * Latin words are stemmed; numbers stay as they are.
 */
export function searchTerm(word: string): string {
  if (word.length > KNOWN_WORD_MAX_LENGTH) return termOf(word)
  let term = knownTerms.get(word)
  if (term === undefined) {
    // A site's text uses a few thousand words over and over (a search marks them in every hit).
    // Visitors' made-up words land here too: the map is bounded, and emptied when full.
    if (knownTerms.size >= KNOWN_TERMS_MAX) knownTerms.clear()
    term = termOf(word)
    knownTerms.set(word, term)
  }
  return term
}

const KNOWN_TERMS_MAX = 50_000
/** Longer words are worked out each time: no text has many, and they would fill the map. */
const KNOWN_WORD_MAX_LENGTH = 32
const knownTerms = new Map<string, string>()

function termOf(word: string): string {
  const arabic = normalizeArabic(word)
  if (ARABIC_LETTER.test(arabic)) {
    const bare = arabic.replace(ARTICLE, '')
    return bare.length >= 3 ? bare : arabic
  }
  const folded = foldCase(arabic)
  return /^\p{Script=Latin}+$/u.test(folded) ? stemmer(folded) : folded
}

/** The words of a text, as written. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? []
}
