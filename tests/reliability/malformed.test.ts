// On both databases: what each cannot query or store (a NUL, a bad cast) must answer a 4xx.
import { request as httpRequest } from 'node:http'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  jpegHeaderOnly,
  pdfWithScriptTag,
  pngWithHtml,
  truncatedPdf,
} from '../helpers/uploadFixtures'
import { validCancellation } from '@/features/service-requests/samples'

import { adminToken, inventory, type Inventory } from './inventory'
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

/** A raw HTTP/1.1 exchange, for what fetch will not send (TRACE, a `*` target). */
function raw(method: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(site.url)
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, method, path: target }, (answer) => {
      let body = ''
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()))
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('(c) the mistakes and forgeries named in the second probe', () => {
  /** The CMS API answers a stranger's queries with 401 before reading them; staff's are checked. */
  let staff: Record<string, string> = {}
  const asStaff = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), ...staff },
  })

  beforeAll(async () => {
    staff = { authorization: `JWT ${await adminToken(site)}` }
  })

  it('answers queries the database cannot run with a 400 that says why, not a 500', async () => {
    const queries = [
      '/cms/api/pages?where[id][in]=abc',
      '/cms/api/jobs?where[id][not_in]=a,b',
      '/cms/api/media?where[id][all]=x',
      '/cms/api/pages?where[id][equals][0]=1',
      '/cms/api/pages?where[id][equals]=1&where[id][equals]=2',
      '/cms/api/documents?where=abc',
      '/cms/api/countries?where[createdAt][greater_than]=notadate',
      '/cms/api/page-groups?where[createdAt][equals]=2020-13-45',
      '/cms/api/pages?where[createdAt][less_than_equal]=999999999999999999999999999999',
      '/cms/api/pages?limit=99999999999999999999',
      '/cms/api/jobs?page=1e300',
      '/cms/api/pages?where[title][near]=1,2',
      '/cms/api/jobs?where[title][within]=x',
      '/cms/api/pages?where[sections][like]=a',
      '/cms/api/pages?where[or][0][id][in]=abc',
      // Past the range of PostgreSQL's integer id columns, for an id and for a relation to one.
      '/cms/api/pages?where[id][equals]=2147483648',
      '/cms/api/job-applications?where[job][in]=1,99999999999',
    ]
    const seen: Record<string, number> = {}
    for (const query of queries) {
      expect((await fetch(`${site.url}${query}`)).status, `${query} signed out`).toBe(401)
      const answer = await fetch(`${site.url}${query}`, asStaff())
      const body = (await answer.json()) as { message?: string }
      seen[query] = answer.status
      expect(answer.status, query).toBe(400)
      expect(body.message, query).toMatch(/\w/)
    }
    report('(c) queries the database cannot run', seen)
    // The same filters with sound values still answer.
    for (const query of [
      '/cms/api/pages?where[id][in]=1,2&limit=5&page=1',
      '/cms/api/jobs?where[createdAt][greater_than]=2020-01-01',
      '/cms/api/pages?where[or][0][name][equals]=home&where[or][1][id][exists]=true',
    ])
      expect((await fetch(`${site.url}${query}`, asStaff())).status, query).toBe(200)
    // Sent as a POST that Payload reads as a GET, with the query in the body.
    const overridden = await fetch(
      `${site.url}/cms/api/pages`,
      asStaff({
        method: 'POST',
        headers: {
          'x-payload-http-method-override': 'GET',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'where[id][in]=abc',
      }),
    )
    expect(overridden.status).toBe(400)
    const namedById = await fetch(
      `${site.url}/cms/api/pages/abc`,
      asStaff({
        method: 'POST',
        headers: {
          'x-payload-http-method-override': 'GET',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'depth=0',
      }),
    )
    expect(namedById.status).toBe(404)
  })

  it('answers HEAD on the CMS API as it answers GET, without the body', async () => {
    for (const address of ['/cms/api/pages?limit=1', '/cms/api/globals/header']) {
      const head = await fetch(`${site.url}${address}`, asStaff({ method: 'HEAD' }))
      expect(head.status, address).toBe(200)
      expect(head.headers.get('content-type'), address).toMatch(/json/)
      expect(await head.text()).toBe('')
    }
    expect(
      (await fetch(`${site.url}/cms/api/pages?limit=x`, asStaff({ method: 'HEAD' }))).status,
    ).toBe(400)
  })

  it('answers the ways around those checks named in the third probe with a 4xx', async () => {
    const override = (contentType: string) => ({
      'x-http-method-override': 'GET',
      'content-type': contentType,
    })
    const manyClauses = Array.from({ length: 1000 }, (_, i) => `where[or][${i}][id][equals]=${i}`)
    const cases: [string, RequestInit, number][] = [
      // A POST answered as a GET: its address and its JSON locale carry queries too.
      [
        '/cms/api/pages?limit=1e20',
        { method: 'POST', headers: override('application/x-www-form-urlencoded'), body: 'a=b' },
        400,
      ],
      [
        '/cms/api/pages',
        {
          method: 'POST',
          headers: override('application/json'),
          body: '{"locale":"en&where[updatedAt][equals]=nodate"}',
        },
        400,
      ],
      [
        '/cms/api/pages',
        {
          method: 'POST',
          headers: override('application/x-www-form-urlencoded'),
          body: manyClauses.join('&'),
        },
        400,
      ],
      [
        '/cms/api/pages',
        {
          method: 'POST',
          headers: override('application/x-www-form-urlencoded'),
          body: `where[id][in]=${Array.from({ length: 4000 }, (_, i) => i).join(',')}`,
        },
        400,
      ],
      // HEAD names a document by an id it cannot have.
      ['/cms/api/pages/abc', { method: 'HEAD' }, 404],
      ['/cms/api/pages/2147483648', { method: 'GET' }, 404],
      // Bodies Payload does not read.
      [
        '/cms/api/pages',
        {
          method: 'POST',
          headers: { 'content-type': 'multipart/mixed; boundary=xx' },
          body: '--xx\r\nbroken',
        },
        415,
      ],
      [
        '/cms/api/users/login',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
        415,
      ],
      [
        '/cms/api/pages',
        { method: 'POST', headers: { 'content-type': 'Application/JSON' }, body: '{}' },
        415,
      ],
      [
        '/cms/api/pages',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '"str"' },
        400,
      ],
      [
        '/cms/api/pages',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '[{"name":"arr"}]',
        },
        400,
      ],
      // Paths into blocks, nested paths, repeated sorts.
      [
        '/cms/api/pages?where[or][0][sections.header][like]=a&where[or][1][sections.header][like]=b',
        {},
        400,
      ],
      ['/cms/api/pages?sort=sections.header,sections.header', {}, 400],
      ['/cms/api/pages?sort=name,name', {}, 400],
      ['/cms/api/page-groups?where[items.page][equals]=abc', {}, 400],
      ['/cms/api/jobs?where[location.name][near]=1,2', {}, 400],
      ['/cms/api/pages?where[sections.blockType][equals]=x', {}, 400],
      ['/cms/api/pages/versions?where[parent][in]=abc', {}, 400],
      ['/cms/api/pages/versions?where[version.updatedAt][equals]=notadate', {}, 400],
      // Bulk writes run their query too (refused before access is asked).
      ['/cms/api/pages?where[id][in]=abc', { method: 'DELETE' }, 400],
      [
        '/cms/api/pages?where=abc',
        { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' },
        400,
      ],
    ]
    const seen: string[] = []
    for (const [target, init, status] of cases) {
      const answer = await fetch(`${site.url}${target}`, asStaff(init))
      seen.push(`${init.method ?? 'GET'} ${target.slice(0, 80)} ${answer.status}`)
      expect(answer.status, `${init.method ?? 'GET'} ${target.slice(0, 120)}`).toBe(status)
    }
    report('(c) ways around the CMS checks', { answered: seen })
    // Sound queries of the same kinds still go through (a version list to staff only).
    const sound: [string, RequestInit][] = [
      ['/cms/api/pages?sort=-updatedAt,name&where[name][equals]=home', {}],
      ['/cms/api/page-groups?where[items.page][equals]=1', {}],
      ['/cms/api/pages/versions?where[parent][equals]=1', {}],
      [
        '/cms/api/pages',
        {
          method: 'POST',
          headers: override('application/x-www-form-urlencoded'),
          body: 'where[id][in]=1,2&depth=0',
        },
      ],
    ]
    for (const [target, init] of sound)
      expect([200, 403], target).toContain(
        (await fetch(`${site.url}${target}`, asStaff(init))).status,
      )
  })

  it('reads no large form from someone not signed in', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(1024 * 1024)], { type: 'image/png' }), 'big.png')
    const answer = await fetch(`${site.url}/cms/api/media`, { method: 'POST', body: form })
    expect(answer.status).toBe(401)
    expect(((await answer.json()) as { message?: string }).message).toMatch(/Sign in/)
  })

  it("refuses the server's own routes (cache expiry, scheduled publishing) to anyone else", async () => {
    for (const route of ['/cms/cache-expiry', '/cms/scheduled-publishing'])
      for (const token of [undefined, '', 'x'.repeat(48)]) {
        const answer = await fetch(`${site.url}${route}`, {
          method: 'POST',
          headers: token === undefined ? {} : { 'x-internal-token': token },
        })
        expect(answer.status, `${route} ${String(token)}`).toBe(404)
      }
  })

  it('keeps the permission list from a client that spells its address in capitals', async () => {
    for (const address of ['/cms/api/ACCESS', '/cms/api/Access'])
      expect((await fetch(`${site.url}${address}`)).status, address).toBe(401)
  })

  it('refuses a CMS body too large to read with a 413, before reading it whole', async () => {
    const before = await inventory(site)
    const large = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
    }
    // Signed out it is not read at all.
    expect((await fetch(`${site.url}/cms/api/contact-messages`, large)).status).toBe(401)
    const answer = await fetch(`${site.url}/cms/api/contact-messages`, asStaff(large))
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as { message?: string }).message).toMatch(/larger than/)
    expect((await inventory(site)).contactIds.size).toBe(before.contactIds.size)
  })

  it("ignores Next's internal headers from a client: a submission is checked and stored as usual", async () => {
    const before = await inventory(site)
    const forged = { 'x-middleware-prefetch': '1', 'x-middleware-subrequest': 'middleware' }
    const garbage = await fetch(`${site.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forged },
      body: '{"name":',
    })
    expect(garbage.status).toBe(400)
    const valid = await fetch(`${site.url}/api/contact-us`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...forged,
        'x-forwarded-for': '198.51.100.77',
      },
      body: JSON.stringify({
        name: 'Forged Header',
        email: 'forged@example.com',
        subject: 'Headers',
        message: 'Stored as any other message.',
      }),
    })
    expect(valid.status).toBe(201)
    expect((await inventory(site)).contactIds.size).toBe(before.contactIds.size + 1)
  })

  it('answers methods it does not serve with a 405 and a target that is not a path with a 400', async () => {
    for (const address of ['/api/jobs', '/cms/api/pages', '/'])
      expect((await raw('TRACE', address)).status, `TRACE ${address}`).toBe(405)
    expect((await raw('GET', '*')).status).toBe(400)
    expect((await raw('OPTIONS', '*')).status).toBe(400)
    expect((await raw('GET', 'http://evil.example/api/openapi.json')).status).toBe(400)
  })

  it("keeps the home address's cookie-led redirect out of shared caches", async () => {
    const answer = await fetch(`${site.url}/`, {
      headers: { cookie: 'language=ar' },
      redirect: 'manual',
    })
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toMatch(/\/ar$/)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('vary')).toMatch(/Cookie/)
  })
})
