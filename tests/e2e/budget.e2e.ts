import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import { type APIRequestContext, expect, test } from './fixtures'

/**
 * First-load JavaScript budgets (docs/decisions/057-javascript-budgets.md, "JavaScript budgets"). Bytes are deterministic,
 * so unlike speed they are asserted here: every script a page needs before it can respond (the
 * document's script tags and the client-component chunks its inline payload names), gzipped at
 * level 9. The legacy-browser polyfill (`noModule`) is left out: no modern browser fetches it.
 *
 * The budget is the framework's empty page plus what our code may add (15 kB on a content page, 60 kB
 * on a form's), measured in the same build, so that a framework upgrade moves the floor and not our
 * margin. The framework's empty page is its own global-error page, which the build prerenders
 * (`_global-error.html`) from no code of ours while the app has no `global-error.tsx`: React, the
 * router, the bundler's runtime and the router's client components, what every page loads first.
 */
const KB = 1024
const CONTENT_PAGE_OWN = 15 * KB
const FORM_PAGE_OWN = 60 * KB

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

const gzipped = async (request: APIRequestContext, chunk: string) => {
  const response = await request.get(chunk)
  expect(response.status(), chunk).toBe(200)
  return gzipSync(await response.body(), { level: 9 }).length
}

const scriptsOf = (html: string) => {
  const legacy = new Set([...html.matchAll(/<script src="([^"]+)"[^>]*noModule/g)].map((m) => m[1]))
  const chunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]),
  )
  return [...chunks].filter((chunk) => !legacy.has(chunk))
}

const frameworkPage = '.next/server/app/_global-error.html'

async function firstLoadScripts(request: APIRequestContext, html: string) {
  const loaded = scriptsOf(html)
  const sizes = await Promise.all(loaded.map((chunk) => gzipped(request, chunk)))
  return { loaded, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

for (const [kind, pages, own] of [
  ['content', contentPages, CONTENT_PAGE_OWN],
  ['form', formPages, FORM_PAGE_OWN],
] as const) {
  test(`${kind} pages load at most ${own / KB} kB of JavaScript (gzip) beyond the framework's`, async ({
    request,
  }) => {
    // Ours once the app has a global-error page: then the framework's is no longer its own.
    expect(existsSync('src/app/global-error.tsx')).toBe(false)
    const framework = await firstLoadScripts(request, readFileSync(frameworkPage, 'utf8'))
    expect(framework.loaded.length).toBeGreaterThan(0)
    test.info().annotations.push({
      type: 'first-load JS',
      description: `the framework's empty page: ${framework.loaded.length} scripts, ${(framework.bytes / KB).toFixed(1)} kB`,
    })
    for (const path of pages) {
      const { loaded, bytes } = await firstLoadScripts(
        request,
        await (await request.get(path)).text(),
      )
      const ours = bytes - framework.bytes
      test.info().annotations.push({
        type: 'first-load JS',
        description: `${path}: ${loaded.length} scripts, ${(bytes / KB).toFixed(1)} kB, ours ${(ours / KB).toFixed(1)} kB`,
      })
      // Every page loads the framework's scripts, so what it loads beyond them is ours.
      expect(loaded, path).toEqual(expect.arrayContaining(framework.loaded))
      expect(ours, `${path}: ${(ours / KB).toFixed(1)} kB of ours`).toBeLessThanOrEqual(own)
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
