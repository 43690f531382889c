import { describe, expect, it } from 'vitest'

import { pageFromWire } from '@/content/fromWire/page'
import { sectionsFromWire } from '@/content/fromWire/sections'
import { repeatedItems } from '@/content/fromWire/items'
import { linkOrHome } from '@/content/fromWire/links'
import { clean, pick, pickFirst, stripTags } from '@/content/fromWire/text'
import type { WireObject, WirePage, WireSection } from '@/content/wire'

const cover = (id: string, order: WireSection['order'], title: string): WireSection => ({
  id,
  order,
  section: { name: 'cover' },
  content: { title },
  repeatable_content: [],
})

describe('clean', () => {
  it.each([null, undefined, 'null', 'undefined', '<p>undefined</p>', ' null '])(
    'treats %j as absent',
    (v) => {
      expect(clean(v)).toBe('')
    },
  )
  it('keeps real text and numbers', () => {
    expect(clean('Motor')).toBe('Motor')
    expect(clean(2024)).toBe('2024')
    expect(clean(Number.NaN)).toBe('')
  })
})

describe('pick', () => {
  const content = {
    title: 'Claims',
    title_ar: 'المطالبات',
    header_en: 'Header EN',
    header: 'Plain',
    note_ar: 'null',
    note: 'Note',
  }
  it('uses the _ar twin in Arabic and the plain field in English', () => {
    expect(pick(content, 'title', 'ar')).toBe('المطالبات')
    expect(pick(content, 'title', 'en')).toBe('Claims')
  })
  it('prefers the _en suffix in English and falls back to the plain field', () => {
    expect(pick(content, 'header', 'en')).toBe('Header EN')
    expect(pick(content, 'header', 'ar')).toBe('Plain')
  })
  it('falls back when the Arabic twin is the text null', () => {
    expect(pick(content, 'note', 'ar')).toBe('Note')
  })
  it('gives an empty string for a missing field', () => {
    // A foreign server's content is typed only as a wire object, so any name may be asked for.
    expect(pick<WireObject>(content, 'missing', 'ar')).toBe('')
    expect(pick<WireObject>(undefined, 'title', 'en')).toBe('')
  })
})

describe('pickFirst', () => {
  it('reads the names in turn, each as pick reads it, until one has a value', () => {
    const content = { title: 'null', header: 'Heading', header_ar: 'العنوان', question: 'Q' }
    expect(pickFirst(content, ['title', 'header', 'question'], 'ar')).toBe('العنوان')
    expect(pickFirst(content, ['title', 'header', 'question'], 'en')).toBe('Heading')
    expect(pickFirst(content, ['title'], 'en')).toBe('')
  })
})

describe('repeatedItems', () => {
  it('numbers an item without an id after its section and reads missing content as empty', () => {
    // As the lenient reading (sources/readWire.ts) lets a foreign server's items through.
    const foreign = {
      id: 's',
      section: { name: 'faq' },
      content: {},
      repeatable_content: [{ id: 7, content: { question: 'Q' } }, { content: null }],
    } as unknown as WireSection
    expect(repeatedItems(foreign)).toEqual([
      { id: '7', content: { question: 'Q' } },
      { id: 's-1', content: {} },
    ])
  })
})

describe('stripTags', () => {
  it('returns the text of HTML with entities decoded', () => {
    expect(stripTags('<p>Fast &amp; <strong>fair</strong></p>\n<p>claims</p>')).toBe(
      'Fast & fair claims',
    )
  })
  it('leaves plain text alone', () => {
    expect(stripTags('No tags here')).toBe('No tags here')
  })
  it('keeps the text of neighbouring paragraphs and list items apart', () => {
    expect(
      stripTags('<p>One.</p><p>Two</p><ol><li value="1">Claims</li><li>Travel<br>help</li></ol>'),
    ).toBe('One. Two Claims Travel help')
    expect(stripTags('Intro<ul><li>A</li></ul>Outro<dl><dt>Term</dt><dd>Meaning</dd></dl>')).toBe(
      'Intro A Outro Term Meaning',
    )
  })
})

describe('linkOrHome', () => {
  it.each([
    [null, '/'],
    ['null', '/'],
    ['', '/'],
    ['claims', '/claims'],
    ['/claims', '/claims'],
    ['https://example.com/x', 'https://example.com/x'],
  ])('%j → %s', (input, expected) => {
    expect(linkOrHome(input)).toBe(expected)
  })
})

describe('sectionsFromWire', () => {
  it('sorts by order ascending, missing or unreadable order counting as 0, stable', () => {
    const views = sectionsFromWire(
      [cover('c', 2, 'C'), cover('a', undefined, 'A'), cover('d', '1', 'D'), cover('b', null, 'B')],
      'en',
    )
    expect(views.map((v) => v.id)).toEqual(['a', 'b', 'd', 'c'])
  })
  it('skips unknown section names', () => {
    const unknown: WireSection = { ...cover('x', 0, 'X'), section: { name: 'hologram' } }
    expect(sectionsFromWire([unknown, cover('a', 1, 'A')], 'en').map((v) => v.id)).toEqual(['a'])
  })
})

describe('pageFromWire', () => {
  const page: WirePage = {
    name: 'claims',
    meta_data: [
      {
        title: 'Claims',
        title_ar: 'المطالبات',
        attributes: [
          { name: 'description', content: 'Make a claim', content_ar: 'قدّم مطالبة' },
          { property: 'og:type', content: 'website' },
          { name: 'empty', content: 'undefined' },
        ],
      },
    ],
    group: null,
    sections: [],
  }
  it('takes the title and meta tags from the first meta entry in the visitor language', () => {
    expect(pageFromWire(page, 'ar')).toEqual({
      name: 'claims',
      group: null,
      title: 'المطالبات',
      meta: [
        { name: 'description', property: undefined, content: 'قدّم مطالبة' },
        { name: undefined, property: 'og:type', content: 'website' },
      ],
      sections: [],
    })
  })
  it('gives the side menu in the visitor language; a null link goes home; no pages means no group', () => {
    const grouped: WirePage = {
      ...page,
      group: {
        pages: [
          { id: 1, title: 'Claims', title_ar: 'المطالبات', link: 'claims' },
          { id: 2, title: 'Complaints', title_ar: null, link: 'null' },
        ],
      },
    }
    expect(pageFromWire(grouped, 'ar').group).toEqual({
      pages: [
        { title: 'المطالبات', href: '/claims' },
        { title: 'Complaints', href: '/' },
      ],
    })
    expect(pageFromWire({ ...page, group: { pages: [] } }, 'en').group).toBeNull()
  })
  it('has an empty title when the page has no meta data', () => {
    expect(pageFromWire({ ...page, meta_data: [] }, 'en').title).toBe('')
  })
})
