import { adminToken, expect, test } from './fixtures'

test('GET /api/pages/home answers the wire format with Arabic twins', async ({ request }) => {
  const response = await request.get('/api/pages/home')
  expect(response.status()).toBe(200)
  const { data } = await response.json()
  expect(data.name).toBe('home')
  expect(data.sections.length).toBeGreaterThan(0)
  expect(data.sections[0].section.name).toBe('cover')
  expect(data.sections[0].content.title_ar).toBe('حماية ترافقك في كل خطوة')
  expect(data.meta_data[0].title_ar).toMatch(/رفيف/)
})

test('GET /api/pages/{unknown} answers 404 with a message', async ({ request }) => {
  const response = await request.get('/api/pages/nope')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ message: 'No page named "nope".' })
})

test('GET /api/health reports the database', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
})

test("Payload's own REST API lives under /cms/api, for staff only", async ({ request }) => {
  const address = '/cms/api/pages?where[name][equals]=home&depth=0'
  const signedOut = await request.get(address)
  expect(signedOut.status()).toBe(401)
  expect((await signedOut.json()).message).toContain('/api/')
  const token = await adminToken(request)
  const response = await request.get(address, { headers: { authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.docs[0].name).toBe('home')
})

test('the sitemap lists every page in both languages with hreflang twins; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/who-we-are', '/ar/who-we-are', '/terms-and-conditions', '/ar/claims']) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  expect(sitemap).toContain('hreflang="ar"')
  expect(sitemap).not.toContain('/preview/')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  expect(robots).toContain('Disallow: /admin')
})

test('only the admin asks for the colour-scheme client hint, so a first visit to the site is fetched once', async ({
  request,
}) => {
  for (const address of ['/', '/ar', '/motor-insurance', '/api/pages/home']) {
    const response = await request.get(address)
    expect(response.headers()['critical-ch'], address).toBeUndefined()
    expect(response.headers()['accept-ch'], address).toBeUndefined()
  }
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('pages set no cookie, so every visitor and any cache gets the same page for an address', async ({
  request,
}) => {
  for (const address of ['/', '/ar', '/motor-insurance', '/ar/motor-insurance', '/contact-us']) {
    const response = await request.get(address, { headers: { 'accept-language': 'ar' } })
    expect(response.status(), address).toBe(200)
    expect(response.headers()['set-cookie'], address).toBeUndefined()
  }
  // A first visit in an Arabic browser to an English address stays in English.
  const english = await request.get('/who-we-are', {
    headers: { 'accept-language': 'ar' },
    maxRedirects: 0,
  })
  expect(english.status()).toBe(200)
})
