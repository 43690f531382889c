import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/pages/[name]/route'
import { pageFromWire } from '@/content/fromWire/page'
import { httpSource } from '@/content/sources/http'
import { payloadSource } from '@/content/sources/payload'

import { seededPayload } from '../helpers/payload'

let payload: Payload

/** A fetch that answers from our own route handler, as a server of the contract would. */
const fetchFromOwnApi: typeof fetch = async (input) => {
  const url = new URL(String(input))
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '')
  return GET(new Request(url), { params: Promise.resolve({ name }) })
}

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('content sources', () => {
  const http = httpSource('http://content.test/api/', fetchFromOwnApi)

  it.each(['home', 'who-we-are', 'financial-performance', 'reach-us', 'board-director'])(
    'give equal view models for %s in both languages',
    async (name) => {
      const local = await payloadSource.page(name)
      const remote = await http.page(name)
      expect(local).not.toBeNull()
      for (const locale of ['en', 'ar'] as const) {
        expect(pageFromWire(remote!, locale)).toEqual(pageFromWire(local!, locale))
      }
    },
  )

  it('agree that an unknown page does not exist', async () => {
    expect(await payloadSource.page('nope')).toBeNull()
    expect(await http.page('nope')).toBeNull()
  })

  it('list published page names', async () => {
    const names = await payloadSource.pageNames()
    expect(names).toEqual(expect.arrayContaining(['home', 'who-we-are', 'board-director']))
  })
})
