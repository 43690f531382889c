import { afterEach, describe, expect, it, vi } from 'vitest'

import { ContentApiError, httpSource } from '@/content/sources/http'
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
})
