import { describe, expect, it } from 'vitest'

import { getPathname, languageAlternates, pathWithoutLocale } from '../../src/i18n/paths'

describe('getPathname', () => {
  it('keeps English at the bare path and puts Arabic under /ar', () => {
    expect(getPathname({ href: '/claims', locale: 'en' })).toBe('/claims')
    expect(getPathname({ href: '/claims', locale: 'ar' })).toBe('/ar/claims')
    expect(getPathname({ href: '/', locale: 'ar' })).toBe('/ar')
  })

  it('gives the Arabic home page with a fragment or query no trailing slash', () => {
    expect(getPathname({ href: '/#section-1', locale: 'ar' })).toBe('/ar#section-1')
    expect(getPathname({ href: '/?q=1', locale: 'ar' })).toBe('/ar?q=1')
    expect(getPathname({ href: '/faqs-page#section-2', locale: 'ar' })).toBe(
      '/ar/faqs-page#section-2',
    )
  })

  it('leaves addresses of other sites alone', () => {
    expect(getPathname({ href: 'https://example.com/x', locale: 'ar' })).toBe(
      'https://example.com/x',
    )
  })
})

describe('pathWithoutLocale', () => {
  it('takes the language prefix off', () => {
    expect(pathWithoutLocale('/ar/claims')).toBe('/claims')
    expect(pathWithoutLocale('/ar')).toBe('/')
  })
})

describe('languageAlternates', () => {
  it('gives the canonical address in the language and both twins, English the default', () => {
    expect(languageAlternates('/claims', 'ar')).toEqual({
      canonical: '/ar/claims',
      languages: { en: '/claims', ar: '/ar/claims', 'x-default': '/claims' },
    })
    expect(languageAlternates('/', 'en')).toEqual({
      canonical: '/',
      languages: { en: '/', ar: '/ar', 'x-default': '/' },
    })
  })
})
