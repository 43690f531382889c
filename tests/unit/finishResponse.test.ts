import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { finishResponse } from '../../src/server/finishResponse.mjs'
import { createMicroCache } from '../../src/server/microCache.mjs'
import { completeNotFound } from '../../src/server/notFoundDocument.mjs'
import { settledHeaders } from '../../src/server/responseHeaders.mjs'

const distDir = mkdtempSync(join(tmpdir(), 'finish-'))
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

describe('finishing a response', () => {
  it('settles headers, replaces a 404 and keeps a page, each step through one wrapper', async () => {
    mkdirSync(join(distDir, 'server/app/en/not-found-screen'), { recursive: true })
    writeFileSync(join(distDir, 'server/app/en/not-found-screen/page.html'), '<h1>Not found</h1>')
    const cache = createMicroCache()
    const fit = completeNotFound(distDir)
    let rendered = 0
    const server = createServer((request, response) => {
      const finish = finishResponse(response)
      finish(settledHeaders(response, request.url ?? '/', undefined))
      if (cache.answer(request, response)) return
      const keeping = cache.keeping(request, response)
      if (keeping) finish(keeping)
      const notFound = fit(request)
      if (notFound) finish(notFound)
      rendered++
      // As Next writes: headers set, the head implied by the first write, the body in pieces.
      response.statusCode = request.url === '/missing' ? 404 : 200
      response.setHeader('Cache-Control', 's-maxage=2592000')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.write(`<p>${request.url}`)
      response.end('</p>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const missing = await fetch(`${base}/missing`)
      expect(missing.status).toBe(404)
      expect(await missing.text()).toBe('<h1>Not found</h1>')
      expect(missing.headers.get('content-length')).toBe('18')
      expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
      // The replaced 404 was not kept: the app answers again.
      await fetch(`${base}/missing`)
      expect(rendered).toBe(2)

      const page = await fetch(`${base}/page`)
      expect(await page.text()).toBe('<p>/page</p>')
      expect(page.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=5/)
      const again = await fetch(`${base}/page`)
      expect(await again.text()).toBe('<p>/page</p>')
      expect(again.headers.get('age')).toBe('0')
      expect(again.headers.get('x-content-type-options')).toBe('nosniff')
      expect(rendered).toBe(3)
      // A client's no-cache does not make it skip the one-second copy.
      await fetch(`${base}/page`, { headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } })
      expect(rendered).toBe(3)
    } finally {
      server.close()
    }
  })
})
