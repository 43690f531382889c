import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/search/route'
import type { SingleBlogBlock } from '@/payload-types'
import { richText } from '@/seed/richText'

import { seededPayload } from '../helpers/payload'

type Piece = { text: string; marked: boolean }
type Result = { kind: string; url: string; title: Piece[]; heading: Piece[]; snippet: Piece[] }
type Body = { data: { query: string; total: number; results: Result[] }; message?: string }

let payload: Payload

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

  it('never finds a draft, and finds the page once it is published', async () => {
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
    expect((await search(word, 'en')).body.data.total).toBe(0)
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      context: { disableRevalidate: true },
    })
    const { body } = await search(word.toLowerCase(), 'en')
    expect(body.data.results.map((result) => result.url)).toEqual(['/search-draft'])
  })
})
