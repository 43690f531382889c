import { gzipSync } from 'node:zlib'

import { type APIRequestContext, expect, test } from './fixtures'

/**
 * First-load JavaScript budgets (docs/decisions/057-javascript-budgets.md, "JavaScript budgets"). Bytes are deterministic,
 * so unlike speed they are asserted here: every script a page needs before it can respond (the
 * document's script tags and the client-component chunks its inline payload names), gzipped at
 * level 9. The legacy-browser polyfill (`noModule`) is left out: no modern browser fetches it.
 */
const KB = 1024
const CONTENT_PAGE_BUDGET = 147 * KB
const FORM_PAGE_BUDGET = 170 * KB

const contentPages = [
  '/',
  '/ar',
  '/motor-insurance',
  '/ar/motor-insurance',
  '/who-we-are',
  '/career-openings',
  '/ar/faqs-page',
]
const formPages = [
  '/contact-us',
  '/ar/contact-us',
  '/get-a-quote',
  '/submit-claim',
  '/ar/cancel-insurance',
  '/apply-form/1',
  '/extend-insurance',
  '/ar/activate-visa',
]

async function firstLoadScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const legacy = new Set([...html.matchAll(/<script src="([^"]+)"[^>]*noModule/g)].map((m) => m[1]))
  const chunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]),
  )
  const sizes = await Promise.all(
    [...chunks]
      .filter((chunk) => !legacy.has(chunk))
      .map(async (chunk) => {
        const response = await request.get(chunk)
        expect(response.status(), chunk).toBe(200)
        return gzipSync(await response.body(), { level: 9 }).length
      }),
  )
  return { count: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

for (const [kind, pages, budget] of [
  ['content', contentPages, CONTENT_PAGE_BUDGET],
  ['form', formPages, FORM_PAGE_BUDGET],
] as const) {
  test(`${kind} pages load at most ${budget / KB} kB of JavaScript (gzip)`, async ({ request }) => {
    for (const path of pages) {
      const { count, bytes } = await firstLoadScripts(request, path)
      test.info().annotations.push({
        type: 'first-load JS',
        description: `${path}: ${count} scripts, ${(bytes / KB).toFixed(1)} kB`,
      })
      expect(count, path).toBeGreaterThan(0)
      expect(bytes, `${path}: ${(bytes / KB).toFixed(1)} kB`).toBeLessThanOrEqual(budget)
    }
  })
}

test('form code stays off pages without a form', async ({ request }) => {
  // The chunks a form page adds to the home page's are its form code; no content page may load them.
  const chunksOf = async (path: string) =>
    new Set(
      [
        ...(await (await request.get(path)).text()).matchAll(
          /\/_next\/static\/chunks\/[\w.-]+\.js/g,
        ),
      ].map((m) => m[0]),
    )
  const home = await chunksOf('/')
  const formOnly = [...(await chunksOf('/contact-us'))].filter((chunk) => !home.has(chunk))
  expect(formOnly.length).toBeGreaterThan(0)
  for (const path of contentPages) {
    const loaded = await chunksOf(path)
    expect(
      formOnly.filter((chunk) => loaded.has(chunk)),
      path,
    ).toEqual([])
  }
})

test('scripts and stylesheets go out Brotli-compressed, once the server has compressed them', async ({
  request,
}) => {
  const html = await (await request.get('/ar')).text()
  const assets = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g)].map(
    (m) => m[0],
  )
  expect(assets.length).toBeGreaterThan(2)
  for (const asset of assets) {
    await expect
      .poll(
        async () =>
          (
            await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
          ).headers()['content-encoding'],
        { message: asset },
      )
      .toBe('br')
  }
})
