import { describe, expect, it } from 'vitest'

import { normalizeArabic, searchTerm, wordsOf } from '@/features/search/normalize'

const termsOf = (text: string) => wordsOf(text).map(searchTerm)

describe('Arabic words as search compares them', () => {
  it('ignores diacritics and tatweel', () => {
    expect(searchTerm('تَأْمِينٌ')).toBe(searchTerm('تأمين'))
    expect(searchTerm('تأمــــين')).toBe(searchTerm('تأمين'))
    expect(searchTerm('قُرْآنِيّ')).toBe(searchTerm('قرآني'))
  })

  it('takes أ إ آ and ٱ for ا', () => {
    const plain = searchTerm('اسره')
    for (const form of ['أسره', 'إسره', 'آسره', 'ٱسره']) expect(searchTerm(form)).toBe(plain)
  })

  it('takes ى for ي and ة for ه', () => {
    expect(searchTerm('مستشفى')).toBe(searchTerm('مستشفي'))
    expect(searchTerm('وثيقة')).toBe(searchTerm('وثيقه'))
  })

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as ASCII digits', () => {
    expect(searchTerm('٢٠٢٦')).toBe('2026')
    expect(searchTerm('۱۲۳')).toBe('123')
    expect(normalizeArabic('الرقم ٩٢٠٠٠١٢٣٤')).toBe('الرقم 920001234')
  })

  it('matches a word with or without the definite article and its prefixes', () => {
    const bare = searchTerm('تأمين')
    for (const word of [
      'التأمين',
      'والتأمين',
      'بالتأمين',
      'للتأمين',
      'فالتأمين',
      'كالتأمين',
      'وللتأمين',
      'فللتأمين',
    ])
      expect(searchTerm(word)).toBe(bare)
  })

  it('keeps a short word whole rather than leave less than three letters', () => {
    expect(searchTerm('الله')).toBe('الله')
    expect(searchTerm('بالغ')).toBe('بالغ')
  })
})

describe('English words as search compares them', () => {
  it('ignores case and accents', () => {
    expect(searchTerm('CAFÉ')).toBe(searchTerm('cafe'))
    expect(searchTerm('Naïve')).toBe(searchTerm('naive'))
  })

  it('stems words to one form', () => {
    expect(termsOf('claims claiming claimed Claim')).toEqual(Array(4).fill(searchTerm('claim')))
    expect(searchTerm('insured')).toBe(searchTerm('insure'))
    expect(searchTerm('policies')).toBe(searchTerm('policy'))
  })

  it('splits text into words at anything that is not a letter or a digit', () => {
    expect(wordsOf('Motor-insurance, 24/7: call ٩٢٠٠!')).toEqual([
      'Motor',
      'insurance',
      '24',
      '7',
      'call',
      '٩٢٠٠',
    ])
    expect(wordsOf('التَّأْمِينُ الطبي')).toEqual(['التَّأْمِينُ', 'الطبي'])
  })
})
