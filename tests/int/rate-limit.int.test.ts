import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ar } from '@/i18n/messages/ar'
import { en } from '@/i18n/messages/en'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { migratedPayload } from '../helpers/payload'
import { validSamples } from '@/features/service-requests/samples'

// Set before the handlers first count a call (the limiters are made on first use).
process.env.RATE_LIMIT_SUBMISSIONS = '3'
process.env.RATE_LIMIT_LOOKUPS = '2'

const { POST } = await import('@/app/api/service-requests/route')
const { GET } = await import('@/app/api/service-requests/status/route')

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
})

afterAll(async () => {
  await payload.destroy()
})

const storedCount = async () =>
  (await payload.count({ collection: 'service-requests', overrideAccess: true })).totalDocs

function send(address: string, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://test/api/service-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify({ type: 'quote', ...validSamples.quote }),
    }),
  )
}

describe('rate limits', () => {
  it('refuses a client over its submissions with 429, Retry-After and nothing stored', async () => {
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).status).toBe(201)
    const before = await storedCount()

    const refused = await send('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ message: en.forms.api.tooMany })
    expect(await storedCount()).toBe(before)

    const arabic = await send('203.0.113.7', { 'accept-language': 'ar-SA,ar;q=0.9' })
    expect(await arabic.json()).toEqual({ message: ar.forms.api.tooMany })
  })

  it('counts each client on its own, by the one address the server settled', async () => {
    // server.mjs replaces X-Forwarded-For with the address it believes; rotating it from a client
    // is tested against the real server in tests/reliability.
    expect((await send('198.51.100.1')).status).toBe(201)
    for (let i = 0; i < 2; i++) expect((await send('198.51.100.1')).status).toBe(201)
    expect((await send('198.51.100.1')).status).toBe(429)
    expect((await send('198.51.100.2')).status).toBe(201)
  })

  it('limits status lookups separately, so guessing ID and number pairs stops early', async () => {
    const lookUp = () =>
      GET(
        new Request(
          'http://test/api/service-requests/status?type=claim&id=1012345678&number=CLM-1',
          {
            headers: { 'x-forwarded-for': '192.0.2.44' },
          },
        ),
      )
    expect((await lookUp()).status).toBe(404)
    expect((await lookUp()).status).toBe(404)
    expect((await lookUp()).status).toBe(429)
    // Lookups used up do not block the same client's forms.
    expect((await send('192.0.2.44')).status).toBe(201)
  })
})
