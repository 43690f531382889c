import { describe, expect, it } from 'vitest'

import { readJsonBody } from '@/api/body'
import { requestLocale } from '@/api/language'
import { normalizeNumber } from '@/fields/reference'
import { newReference } from '@/features/service-requests/collections/assignReference'

const post = (
  body: BodyInit,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => new Request('http://test/api/service-requests', { method: 'POST', body, headers })

describe('requestLocale', () => {
  const withLanguage = (value: string) =>
    new Request('http://test', { headers: { 'accept-language': value } })

  it('takes a named lang first', () => {
    expect(requestLocale(withLanguage('en'), 'ar')).toBe('ar')
  })

  it('ignores a lang it does not speak and reads Accept-Language by weight', () => {
    expect(requestLocale(withLanguage('fr;q=1, ar-SA;q=0.8, en;q=0.5'), 'fr')).toBe('ar')
    expect(requestLocale(withLanguage('en-GB,en;q=0.9,ar;q=0.8'))).toBe('en')
    expect(requestLocale(withLanguage('ar;q=0, en;q=0.1'))).toBe('en')
  })

  it('falls back to English', () => {
    expect(requestLocale(new Request('http://test'))).toBe('en')
    expect(requestLocale(withLanguage('de, fr'))).toBe('en')
  })
})

describe('readJsonBody', () => {
  it('reads a JSON object', async () => {
    expect(await readJsonBody(post('{"type":"quote"}'))).toEqual({
      ok: true,
      value: { type: 'quote' },
    })
  })

  it('refuses broken JSON, bad UTF-8 and other media types', async () => {
    expect(await readJsonBody(post('{"type":'))).toMatchObject({ ok: false, kind: 'unreadable' })
    expect(await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toMatchObject({
      ok: false,
      kind: 'unreadable',
    })
    expect(
      await readJsonBody(
        post('type=quote', { 'content-type': 'application/x-www-form-urlencoded' }),
      ),
    ).toMatchObject({
      ok: false,
      kind: 'unsupported-type',
    })
  })

  it('stops reading past the limit, whatever Content-Length says', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2000) })
    expect(await readJsonBody(post(big), 1000)).toMatchObject({ ok: false, kind: 'too-large' })
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(512)))
      },
    })
    const chunked = new Request('http://test', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(await readJsonBody(chunked, 4096)).toMatchObject({ ok: false, kind: 'too-large' })
  })
})

describe('references', () => {
  it('say the type and year, then eight random digits', () => {
    const reference = newReference('complaint', new Date('2026-12-31T22:30:00Z'))
    // 22:30 UTC on 31 December is already 1 January in Riyadh.
    expect(reference).toMatch(/^CMP-2027-\d{8}$/)
    expect(newReference('claim')).toMatch(/^CLM-\d{4}-\d{8}$/)
  })

  it('do not follow one another', () => {
    const many = new Set(Array.from({ length: 200 }, () => newReference('quote')))
    expect(many.size).toBeGreaterThan(195)
  })

  it('compare without case or surrounding spaces', () => {
    expect(normalizeNumber(' cmp-2026-00000001 ')).toBe('CMP-2026-00000001')
  })
})
