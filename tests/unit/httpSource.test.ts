import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { ContentApiError, httpSource } from '@/content/sources/http'
import { MalformedContentError, readWire } from '@/content/sources/readWire'
import {
  wireCountry,
  wireHeader,
  wireJob,
  wireJobList,
  wireMenuPage,
  wirePage,
  wireSection,
} from '@/content/wire'
import type { WirePage } from '@/content/wire'

const page: WirePage = { name: 'home', meta_data: [], group: null, sections: [] }

function answering(status: number, body: unknown) {
  const calls: string[] = []
  const fetchImpl: typeof fetch = async (input) => {
    calls.push(String(input))
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { calls, source: httpSource('https://cms.example/api', fetchImpl) }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('httpSource', () => {
  it('reads data.data from the base address ending in /api/', async () => {
    const { calls, source } = answering(200, { data: page })
    expect(await source.page('home')).toEqual(page)
    expect(calls).toEqual(['https://cms.example/api/pages/home'])
  })

  it('accepts a bare body too', async () => {
    const { source } = answering(200, page)
    expect(await source.page('home')).toEqual(page)
  })

  it('logs a 404 and answers nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { source } = answering(404, { message: 'Not found' })
    expect(await source.page('nope')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not found'))
  })

  it('logs a 403 as forbidden and rethrows it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { source } = answering(403, { message: 'Forbidden' })
    await expect(source.page('secret')).rejects.toMatchObject({ status: 403 })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('forbidden'))
  })

  it('rethrows other failures', async () => {
    const { source } = answering(500, { message: 'Boom' })
    await expect(source.page('home')).rejects.toBeInstanceOf(ContentApiError)
  })

  it('escapes the page name in the path', async () => {
    const { calls, source } = answering(200, { data: page })
    await source.page('a/b')
    expect(calls[0]).toBe('https://cms.example/api/pages/a%2Fb')
  })

  it("lets a foreign server's quirks through for fromWire to cope with", async () => {
    const quirky = {
      name: 'home',
      meta_data: [{ title: 404, title_en: 'Home', attributes: null }],
      group: null,
      sections: [
        { id: 1, section: {}, content: null, repeatable_content: [] },
        {
          id: '2',
          order: '3',
          section: { name: 'cover' },
          content: { header: 'null', header_en: 'Welcome', count: 7 },
          repeatable_content: [{ id: 9, content: { title: 12 } }],
        },
      ],
    }
    const { source } = answering(200, { data: quirky })
    expect(await source.page('home')).toEqual(quirky)
  })

  it('drops an item of the wrong shape and keeps the others', async () => {
    const { source } = answering(200, {
      data: {
        name: 'home',
        meta_data: 'none',
        group: { pages: [{ title: 'A', link: '/a' }, 'B'] },
        sections: [
          null,
          'cover',
          { id: 1, section: { name: 'faq' }, content: {}, repeatable_content: { id: 1 } },
        ],
      },
    })
    expect(await source.page('home')).toEqual({
      name: 'home',
      meta_data: [],
      group: { pages: [{ title: 'A', link: '/a' }] },
      sections: [{ id: 1, section: { name: 'faq' }, content: {}, repeatable_content: [] }],
    })
  })

  it('reads a missing list as empty, and a bare list of menu items as the header', async () => {
    const jobs = answering(200, { data: { jobs: [{ id: 1, title: 'Actuary' }, 7] } })
    expect(await jobs.source.jobs()).toEqual({ jobs: [{ id: 1, title: 'Actuary' }], countries: [] })

    const items = [{ id: 'i1', title: 'Motor', title_ar: null, link: '/motor', pages: [] }]
    const header = answering(200, { data: [...items, 'Home'] })
    expect(await header.source.header()).toMatchObject({ logo: null, items })
  })

  it('reads an empty body as nothing found', async () => {
    for (const body of [{ data: null }, null]) {
      expect(await answering(200, body).source.page('home')).toBeNull()
      expect(await answering(200, body).source.jobs()).toEqual({ jobs: [], countries: [] })
    }
  })

  it('refuses a body that is not of the shape asked for at all', async () => {
    for (const body of [{ data: 'home' }, { data: [page] }, 42]) {
      const { source } = answering(200, body)
      await expect(source.page('home')).rejects.toBeInstanceOf(MalformedContentError)
    }
  })

  it('is written for every kind of schema the wire is made of', () => {
    // The kinds `read` walks; a record's values are handed to the mappers as they are.
    const readable = [
      'optional',
      'nullable',
      'object',
      'array',
      'record',
      'union',
      'string',
      'number',
      'boolean',
    ]
    const kinds = new Set<string>()
    const walk = (schema: z.core.$ZodType): void => {
      const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
      kinds.add(def.type)
      if (def.type === 'optional' || def.type === 'nullable') walk(def.innerType as z.core.$ZodType)
      if (def.type === 'array') walk(def.element as z.core.$ZodType)
      if (def.type === 'union') for (const option of def.options as z.core.$ZodType[]) walk(option)
      if (def.type === 'object')
        for (const field of Object.values(def.shape as Record<string, z.core.$ZodType>)) walk(field)
    }
    for (const schema of [
      wirePage,
      wireSection,
      wireJob,
      wireJobList,
      wireCountry,
      wireHeader,
      wireMenuPage,
    ])
      walk(schema)
    expect([...kinds].filter((kind) => !readable.includes(kind))).toEqual([])
  })

  it('reads only the kinds of schema the wire is made of, and says so for any other', () => {
    expect(() => readWire(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' }, '/x')).toThrow(
      'readWire cannot read schemas of type enum',
    )
    expect(readWire(z.object({ name: z.string() }), { name: 'home' }, '/x')).toEqual({
      name: 'home',
    })
  })
})
