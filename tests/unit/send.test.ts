import { afterEach, describe, expect, it, vi } from 'vitest'

import { send } from '@/forms/send'

const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('send', () => {
  it('gives the data of a success', async () => {
    vi.stubGlobal('fetch', answer(201, { data: { reference: 'CLM-2026-00000001' } }))
    expect(await send('/api/x', {})).toEqual({ ok: true, data: { reference: 'CLM-2026-00000001' } })
  })

  it('names a refusal by its status, with the server’s message and field messages', async () => {
    const cases = [
      [400, 'invalid'],
      [413, 'invalid'],
      [415, 'invalid'],
      [404, 'not-found'],
      [429, 'rate-limited'],
      [503, 'unavailable'],
      [401, 'refused'],
    ] as const
    for (const [status, kind] of cases) {
      vi.stubGlobal(
        'fetch',
        answer(status, { message: 'Nope.', errors: { email: 'Email is required' } }),
      )
      expect(await send('/api/x', {})).toEqual({
        ok: false,
        kind,
        message: 'Nope.',
        errors: { email: 'Email is required' },
      })
    }
  })

  it('says failed without a message, and network when no answer came', async () => {
    vi.stubGlobal('fetch', answer(500, { message: '  ' }))
    expect(await send('/api/x', {})).toEqual({ ok: false, kind: 'failed', errors: {} })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    expect(await send('/api/x', {})).toEqual({ ok: false, kind: 'network', errors: {} })
  })
})
