import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  jpegHeaderOnly,
  pdfWithScriptTag,
  pngWithHtml,
  truncatedPdf,
} from '../helpers/uploadFixtures'
import { validCancellation } from '../helpers/serviceRequests'

import { inventory, type Inventory } from './inventory'
import { report } from './report'
import { newSite, type Site } from './site'

let site: Site

beforeAll(async () => {
  site = await newSite()
  await site.start()
})

afterAll(async () => {
  await site.stop()
})

/** Every kind of address the server answers: site pages in both languages, the API, the CMS. */
const routes = [
  '/',
  '/ar',
  '/contact-us',
  '/ar/contact-us',
  '/claims',
  '/ar/claims',
  '/career-openings',
  '/career-details/1',
  '/apply-form/1',
  '/cancel-insurance',
  '/submit-claim',
  '/get-a-quote',
  '/e-services/complaint-form',
  '/ar/e-services/claim-tracking',
  '/no-such-page',
  '/api/headers',
  '/api/pages/home',
  '/api/pages/nope',
  '/api/page-previews/home',
  '/api/jobs',
  '/api/jobs/1',
  '/api/jobs/999999',
  '/api/contact-us',
  '/api/service-requests',
  '/api/service-requests/status',
  '/api/health',
  '/api/openapi.json',
  '/cms/api/users/login',
  '/cms/api/users/forgot-password',
  '/cms/api/users/reset-password',
  '/cms/api/users',
  '/cms/api/users/me',
  '/cms/api/access',
  '/cms/api/pages',
  '/cms/api/service-requests',
  '/cms/api/media/file/nope.png',
  '/cms/api/request-documents/file/nope.pdf',
  '/cms/api/job-application-cvs/file/nope.pdf',
  '/admin',
  '/admin/login',
]

/** Path pieces a careless or hostile client sends. */
const badSegment = fc.oneof(
  fc.constantFrom(
    '%ff',
    '%',
    '%E0%A4%A',
    '%00',
    '%C0%AF',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%uD800',
    'x'.repeat(3000),
    '%F0%9F%92',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
)
const path = fc
  .tuple(
    fc.constantFrom(...routes),
    fc.option(badSegment, { nil: undefined }),
    fc.option(fc.tuple(badSegment, badSegment), { nil: undefined }),
  )
  .map(
    ([route, segment, query]) =>
      `${route}${segment ? `/${segment}` : ''}${query ? `?${query[0]}=${query[1]}` : ''}`,
  )

const boundary = '----reliability'
/** Bodies that are broken, mistyped or half there; none of them is a whole valid submission. */
const body = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ maxLength: 500 }),
  fc.constantFrom(
    '{"name":',
    '[]',
    'null',
    '"just a string"',
    '{"name":"Sara\\u0000","email":"s@example.com","subject":"S","message":"M"}',
    '{"name":"\\ud800","email":"s@example.com","subject":"S","message":"M"}',
    '{"type":"claim","full_name":123,"id_number":[],"consent":"yes"}',
    '{"type":"insurance-cancellation"}',
    '{"type":"quote","__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    `{"name":"${'a'.repeat(40_000)}"}`,
    '['.repeat(5000),
    '{"email":"admin@example.com","password":{"$ne":null}}',
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ninsurance-cancellation\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0\x00\x10JFIF\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="cv_url"; filename="cv.pdf"\r\n\r\n%PDF-1.4 truncated`,
    `--${boundary}\r\nbroken headers without end`,
    `--${boundary}--`,
  ),
  fc
    .record({
      name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      email: fc.string(),
      subject: fc.constant(''),
      message: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
)
const contentType = fc.option(
  fc.constantFrom(
    'application/json',
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'text/plain',
    'text/plain;charset=utf-8',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/json; charset=latin1',
    '*/*',
    'not a media type',
  ),
  { nil: undefined },
)
const forgedHeaders = fc.record(
  {
    'next-action': fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 42 }),
      fc.string({ maxLength: 20 }),
    ),
    'next-router-state-tree': fc.string({ maxLength: 50 }).map(encodeURIComponent),
    rsc: fc.constant('1'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string({ maxLength: 30 })),
    'x-forwarded-host': fc.domain(),
    'accept-language': fc.string({ maxLength: 30 }),
    cookie: fc.constantFrom(
      'payload-token=garbage',
      'language=xx',
      'payload-token=eyJhbGciOiJub25lIn0.e30.',
    ),
    authorization: fc.constantFrom('JWT garbage', 'Bearer x', 'users API-Key nope'),
    range: fc.constantFrom('bytes=5-1', 'bytes=-', 'bytes=0-99999999999'),
    'if-none-match': fc.string({ maxLength: 20 }).map(encodeURIComponent),
  },
  { requiredKeys: [] },
)
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  path,
  contentType,
  headers: forgedHeaders,
  body,
})

const RUNS = 2200

describe('(c) generated malformed requests on every route', () => {
  it(`answers ${RUNS} of them without a 5xx and stores nothing`, async () => {
    const before = await inventory(site)
    const statuses: Record<number, number> = {}
    const failures: string[] = []
    // Every request runs (no stop at the first failure), so the report lists all that failed.
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ method, path: target, contentType: type, headers, body: payload }) => {
          const init: RequestInit = {
            method,
            headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
            redirect: 'manual',
          }
          if (method !== 'GET' && method !== 'OPTIONS') init.body = payload
          const what = `${method} ${target.slice(0, 120)} (${type ?? 'no type'})`
          try {
            const answer = await fetch(`${site.url}${target}`, init)
            await answer.arrayBuffer()
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
            if (answer.status >= 500) failures.push(`${what} → ${answer.status}`)
          } catch (error) {
            failures.push(`${what} → no answer: ${String(error)}`)
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.RELIABILITY_SEED) || undefined },
    )
    const after = await inventory(site)
    const stored = (inv: Inventory) => [
      inv.contactIds.size,
      inv.requestReferences.size,
      inv.applicationReferences.size,
      inv.storedFiles,
    ]
    report('(c) malformed requests', {
      sent: Object.values(statuses).reduce((sum, n) => sum + n, 0),
      answered: statuses,
      stored: { before: stored(before), after: stored(after) },
      orphanFiles: after.orphanFiles.length,
    })
    expect(failures).toEqual([])
    expect(stored(after)).toEqual(stored(before))
    expect(after.orphanFiles).toEqual([])
  })
})

/** A cancellation carrying one document with the given bytes. */
function cancellationWith(bytes: Buffer, filename: string, type: string): FormData {
  const form = new FormData()
  form.set('type', 'insurance-cancellation')
  for (const [name, value] of Object.entries(validCancellation)) form.set(name, String(value))
  form.append('documents', new File([new Uint8Array(bytes)], filename, { type }))
  return form
}

describe('(c) the client mistakes named in the probe', () => {
  it('answers each with a 4xx and a message, and stores nothing', async () => {
    const before = await inventory(site)
    const cases: [string, RequestInit, number][] = [
      ['/api/pages/%ff', {}, 400],
      ['/%ff', {}, 400],
      ['/api/jobs/%ff', {}, 400],
      [
        '/',
        {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nbroken',
        },
        415,
      ],
      [
        '/contact-us',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
        415,
      ],
      ['/cms/api/media/file/nope.png', {}, 404],
      ['/%25', {}, 404],
      ['/ar/%5C', {}, 404],
      ['/career-details/%25', {}, 404],
      ['/apply-form/%25', {}, 404],
      [
        '/api/contact-us',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"name":"Sara\\u0000","email":"s@example.com","subject":"S","message":"M"}',
        },
        400,
      ],
      [
        '/api/contact-us',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"name":"\\ud800","email":"s@example.com","subject":"S","message":"M"}',
        },
        400,
      ],
      [
        '/api/service-requests',
        {
          method: 'POST',
          body: cancellationWith(await truncatedPdf(), 'visa.pdf', 'application/pdf'),
        },
        415,
      ],
      [
        '/api/service-requests',
        { method: 'POST', body: cancellationWith(await jpegHeaderOnly(), 'id.jpg', 'image/jpeg') },
        415,
      ],
      [
        '/api/service-requests',
        {
          method: 'POST',
          body: cancellationWith(await pdfWithScriptTag(), 'visa.pdf', 'application/pdf'),
        },
        415,
      ],
      [
        '/api/service-requests',
        { method: 'POST', body: cancellationWith(await pngWithHtml(), 'id.png', 'image/png') },
        415,
      ],
    ]
    const seen: string[] = []
    for (const [target, init, status] of cases) {
      const answer = await fetch(`${site.url}${target}`, { redirect: 'manual', ...init })
      const body = (await answer.json().catch(() => null)) as { message?: unknown } | null
      seen.push(`${init.method ?? 'GET'} ${target} ${answer.status}`)
      expect(answer.status, target).toBe(status)
      expect(typeof body?.message, `${target} says why`).toBe('string')
    }
    report('(c) named client mistakes', { answered: seen })
    const after = await inventory(site)
    expect([after.contactIds.size, after.requestReferences.size, after.storedFiles]).toEqual([
      before.contactIds.size,
      before.requestReferences.size,
      before.storedFiles,
    ])
  })
})
