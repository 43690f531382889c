import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/api/search/route'
import { indexSite } from '@/features/search/site'
import type { SingleBlogBlock } from '@/payload-types'
import { richText } from '@/seed/richText'

import { seededPayload } from '../helpers/payload'

type Piece = { text: string; marked: boolean }
type Result = { kind: string; url: string; title: Piece[]; heading: Piece[]; snippet: Piece[] }
type Body = { data: { query: string; total: number; results: Result[] }; message?: string }

let payload: Payload

// The content version Next keeps in its cache and a save expires (src/features/search/contentVersion.ts):
// here a number the tests move on as a save would.
const content = vi.hoisted(() => ({ version: 1 }))
vi.mock('@/features/search/contentVersion', () => ({
  contentVersion: async () => String(content.version),
}))
const saved = () => content.version++

async function search(q: string, lang?: string, headers: HeadersInit = {}) {
  const address = new URL('http://test/api/search')
  address.searchParams.set('q', q)
  if (lang) address.searchParams.set('lang', lang)
  const response = await GET(new Request(address, { headers }))
  return { response, body: (await response.json()) as Body }
}

const marks = (result: Result) =>
  [...result.title, ...result.heading, ...result.snippet]
    .filter((piece) => piece.marked)
    .map((piece) => piece.text)

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('GET /api/search', () => {
  it('finds a question in English by a word of it, with its section in the address', async () => {
    const { response, body } = await search('vat', 'en')
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe('accept-language')
    const faq = body.data.results.find((result) => result.url.startsWith('/faqs-page'))
    expect(faq?.url).toMatch(/^\/faqs-page#section-[\w-]+$/)
    expect(faq?.title.map((piece) => piece.text).join('')).toBe('Frequently Asked Questions')
    expect(marks(faq!)).toContain('VAT')
  })

  it('finds open jobs by word forms of their text', async () => {
    const { body } = await search('adjusters', 'en')
    const job = body.data.results.find((result) => result.kind === 'job')
    expect(job?.url).toMatch(/^\/career-details\/\d+$/)
    expect(marks(job!)).toContain('Adjuster')
  })

  it('searches Arabic text, normalized, and answers with Arabic addresses', async () => {
    // Article, ta marbuta for ha, no diacritics: the question says «هل تُضاف ضريبة القيمة المضافة».
    const { body } = await search('الضريبه تضاف', 'ar')
    const faq = body.data.results.find((result) => result.url.startsWith('/ar/faqs-page#'))
    expect(faq).toBeDefined()
    expect(marks(faq!)).toEqual(expect.arrayContaining(['ضريبة', 'تُضاف']))
    expect(faq!.title.map((piece) => piece.text).join('')).toBe('الأسئلة الشائعة')
    // Arabic-Indic digits find the ASCII ones the text has (بنسبة 15%).
    const digits = await search('١٥ ضريبة', 'ar')
    expect(digits.body.data.results.map((result) => result.url)).toContain(faq!.url)
  })

  it('takes the language from Accept-Language when lang is not given', async () => {
    const { body } = await search('تأمين', undefined, { 'accept-language': 'ar-SA,ar;q=0.9' })
    expect(body.data.total).toBeGreaterThan(0)
    expect(body.data.results.every((result) => result.url.startsWith('/ar'))).toBe(true)
  })

  it('answers 400 with a message in the language when there is no word to search for', async () => {
    for (const [q, lang, text] of [
      ['', 'en', /Say what to search for/],
      [' ?! ', 'ar', /اكتب ما تبحث عنه/],
    ] as const) {
      const { response, body } = await search(q, lang)
      expect(response.status).toBe(400)
      expect(body.message).toMatch(text)
    }
  })

  it('never finds a draft; finds a page once it is published, after the index is rebuilt', async () => {
    const word = 'Quokkaplanning'
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: {
        name: 'search-draft',
        title: 'Draft page',
        _status: 'draft',
        sections: [
          {
            blockType: 'single_blog',
            header: `${word} for families`,
            description: richText('Coming soon.') as SingleBlogBlock['description'],
          },
        ],
      },
      context: { disableRevalidate: true },
    })
    saved()
    await indexSite()
    expect((await search(word, 'en')).body.data.total).toBe(0)

    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      context: { disableRevalidate: true },
    })
    saved()
    // Answered at once from the index built before the save, which goes on being rebuilt.
    expect((await search(word, 'en')).body.data.total).toBe(0)
    await indexSite()
    const { body } = await search(word.toLowerCase(), 'en')
    expect(body.data.results.map((result) => result.url)).toEqual(['/search-draft'])
  })
})

describe('search entries (what the index reads of each published page)', () => {
  const entryOf = async (page: number) =>
    (
      await payload.find({
        collection: 'search-entries',
        where: { page: { equals: page } },
        depth: 0,
        limit: 1,
      })
    ).docs[0]
  const entryText = async (page: number) => JSON.stringify((await entryOf(page))?.documents ?? null)

  it('are written by the seed for every published page', async () => {
    const [pages, entries] = await Promise.all([
      payload.count({ collection: 'pages', where: { _status: { equals: 'published' } } }),
      payload.count({ collection: 'search-entries', where: { format: { equals: 1 } } }),
    ])
    expect(pages.totalDocs).toBeGreaterThan(10)
    expect(entries.totalDocs).toBe(pages.totalDocs)
  })

  it('follow a publish, a draft over it, a withdrawal and a delete', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: 'search-entry-life',
        title: 'Entry page',
        _status: 'published',
        sections: [
          {
            blockType: 'single_blog',
            header: 'Wombatcover for travellers',
            description: richText('Published text.') as SingleBlogBlock['description'],
          },
        ],
      },
      context: { disableRevalidate: true },
    })
    expect(await entryText(page.id)).toContain('Wombatcover')

    // A draft saved over the published page: search keeps reading what is published.
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: {
        sections: [
          {
            blockType: 'single_blog',
            header: 'Draft only heading',
            description: richText('Draft text.') as SingleBlogBlock['description'],
          },
        ],
      },
      context: { disableRevalidate: true },
    })
    expect(await entryText(page.id)).toContain('Wombatcover')
    expect(await entryText(page.id)).not.toContain('Draft only')

    // The admin's autosave (every pause while an editor types beside the live preview) stores a
    // draft and nothing else: the entry is not even written again.
    const before = await entryOf(page.id)
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      autosave: true,
      // The query as Payload's REST handler hands it to the hooks.
      req: { query: { draft: true, autosave: true } },
      data: { title: 'Typed title' },
      context: { disableRevalidate: true },
    })
    expect((await entryOf(page.id))?.updatedAt).toBe(before?.updatedAt)

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      context: { disableRevalidate: true },
    })
    expect(await entryOf(page.id)).toBeUndefined()

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(await entryOf(page.id)).toBeDefined()
    await payload.delete({ collection: 'pages', id: page.id, context: { disableRevalidate: true } })
    expect(await entryOf(page.id)).toBeUndefined()
  })

  it('are written when the index is built for published pages that have none', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: 'home' } },
      depth: 0,
      limit: 1,
    })
    const home = docs[0]!.id
    const before = await entryText(home)
    await payload.delete({ collection: 'search-entries', where: { page: { equals: home } } })
    saved()
    await indexSite()
    expect(await entryText(home)).toBe(before)
  })
})
