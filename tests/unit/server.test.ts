import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { previewRedirect } from '../../src/server/previewRedirect.mjs'
import {
  dropInternalHeaders,
  hasDotSegments,
  isNotOriginForm,
  isPagePath,
  isUnreadableTarget,
  namesNoPage,
  refusedPageBody,
} from '../../src/server/badRequests.mjs'
import { settleClientAddress, trustedProxies } from '../../src/server/clientAddress.mjs'
import { PUBLIC_CACHE_CONTROL } from '../../src/server/cachePolicy.mjs'
import { internalHeaders, isInternalRequest } from '../../src/server/internalRequests.mjs'
import { answerNotFound, completeNotFound } from '../../src/server/notFoundDocument.mjs'
import { inlineScriptSources } from '../../src/server/inlineScripts.mjs'
import { notFoundScreenPath } from '../../src/server/notFoundScreens.mjs'
import { finishResponse } from '../../src/server/finishResponse.mjs'
import { settledHeaders } from '../../src/server/responseHeaders.mjs'
import { contentSecurityPolicy, securityHeaders } from '../../src/server/securityHeaders.mjs'

function request(peer: string, headers: Record<string, string>): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: { ...headers },
    connection: { remoteAddress: peer },
  } as unknown as IncomingMessage
}

describe('the client address the server settles', () => {
  it('is the socket peer when no proxy is trusted, whatever the client claims', () => {
    const claimed = request('203.0.113.9', {
      'x-forwarded-for': '198.51.100.1, 10.0.0.1',
      'x-real-ip': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
    })
    expect(settleClientAddress(claimed, trustedProxies(undefined))).toBe('203.0.113.9')
    expect(claimed.headers['x-forwarded-for']).toBe('203.0.113.9')
    expect(claimed.headers['x-real-ip']).toBeUndefined()
    expect(claimed.headers['x-forwarded-host']).toBeUndefined()
  })

  it('takes the last hop a trusted proxy did not add, and only from a trusted peer', () => {
    const trust = trustedProxies('127.0.0.1, 10.0.0.0/8')
    const viaProxies = request('127.0.0.1', {
      'x-forwarded-for': '198.51.100.7, 203.0.113.5, 10.1.2.3',
      'x-forwarded-proto': 'https',
    })
    expect(settleClientAddress(viaProxies, trust)).toBe('203.0.113.5')
    expect(viaProxies.headers['x-forwarded-for']).toBe('203.0.113.5')
    expect(viaProxies.headers['x-forwarded-proto']).toBe('https')

    const direct = request('192.0.2.50', { 'x-forwarded-for': '198.51.100.7' })
    expect(settleClientAddress(direct, trust)).toBe('192.0.2.50')
  })

  it('names loopback and private ranges by proxy-addr keywords', () => {
    const trust = trustedProxies('loopback,uniquelocal')
    expect(settleClientAddress(request('::1', { 'x-forwarded-for': '198.51.100.3' }), trust)).toBe(
      '198.51.100.3',
    )
  })
})

describe('request targets the server refuses', () => {
  it.each([
    '/%ff',
    '/api/pages/%ff',
    '/api/jobs/%E0%A4%A',
    '/a%',
    '/x%00y',
    '/api/jobs?title=%00',
    '/?a=b%00',
    '/?q=100%',
    '/?q=%ff',
    '/cms/api/pages?d=%C0%AF',
  ])('refuses %s', (target) => {
    expect(isUnreadableTarget(target)).toBe(true)
  })

  it.each([
    '/',
    '/ar/claims',
    '/api/jobs?title=Actuary&location=Saudi%20Arabia',
    '/?q=100%25+off',
    '/%D8%B9%D8%B1%D8%A8%D9%8A',
  ])('lets %s through', (target) => {
    expect(isUnreadableTarget(target)).toBe(false)
  })
})

describe('targets that are not paths, and headers only Next may set', () => {
  it.each(['*', 'http://evil.example/api/openapi.json', 'x'])('refuses %s', (target) => {
    expect(isNotOriginForm(target)).toBe(true)
  })

  it('lets a path through', () => {
    expect(isNotOriginForm('/api/jobs?x=http://a')).toBe(false)
  })

  it("drops Next's internal headers and keeps the client's own", () => {
    const forged = request('203.0.113.9', {
      'x-middleware-prefetch': '1',
      'x-middleware-subrequest': 'middleware',
      'x-invoke-path': '/admin',
      'x-matched-path': '/api/contact-us',
      'content-type': 'application/json',
    })
    dropInternalHeaders(forged)
    expect(forged.headers).toEqual({ 'content-type': 'application/json' })
  })
})

describe('bodies sent to pages', () => {
  it("lets reads, the admin's server actions and forms posted before hydration through", () => {
    expect(refusedPageBody('GET', {})).toBeNull()
    expect(refusedPageBody('HEAD', {})).toBeNull()
    expect(
      refusedPageBody('POST', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }),
    ).toBeNull()
    expect(
      refusedPageBody('POST', { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toBeNull()
  })

  it('refuses other bodies with 415 and other methods with 405', () => {
    expect(
      refusedPageBody('POST', { 'content-type': 'multipart/form-data; boundary=x' })?.status,
    ).toBe(415)
    expect(refusedPageBody('POST', { 'content-type': 'text/plain' })?.status).toBe(415)
    expect(refusedPageBody('POST', {})?.status).toBe(415)
    expect(refusedPageBody('PUT', {})).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD' },
    })
  })

  it("knows pages from the API, the CMS and Next's files", () => {
    expect(['/', '/ar/contact-us', '/admin', '/admin/login'].every(isPagePath)).toBe(true)
    expect(['/api/contact-us', '/cms/api/users', '/_next/static/x.js'].some(isPagePath)).toBe(false)
  })
})

describe('preview redirect', () => {
  it('sends ?preview on a content page to its preview route, in its language', () => {
    expect(previewRedirect('/?preview')).toBe('/preview/home')
    expect(previewRedirect('/ar?preview')).toBe('/ar/preview/home')
    expect(previewRedirect('/motor-insurance?preview')).toBe('/preview/motor-insurance')
    expect(previewRedirect('/ar/who-we-are?x=1&preview=1')).toBe('/ar/preview/who-we-are')
  })

  it('leaves every other address alone', () => {
    for (const target of [
      '/motor-insurance',
      '/motor-insurance?previewed',
      '/preview/home?preview',
      '/admin?preview',
      '/career-details/3?preview',
      '/ar/preview?preview',
    ]) {
      expect(previewRedirect(target), target).toBeNull()
    }
  })
})

describe('security headers', () => {
  const named = (headers: [string, string][]) =>
    Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]))

  it('keeps other sites from framing pages, and lets the site frame its e-services and previews', () => {
    expect(named(securityHeaders('/claims', undefined))['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    )
    expect(named(securityHeaders('/claims', undefined))['x-frame-options']).toBe('DENY')
    for (const path of [
      '/e-services/complaint-form',
      '/ar/e-services/claim-tracking?x=1',
      '/preview/motor-insurance',
      '/ar/preview/home?_rsc=1',
    ]) {
      expect(named(securityHeaders(path, undefined))['content-security-policy'], path).toContain(
        "frame-ancestors 'self'",
      )
      expect(named(securityHeaders(path, undefined))['x-frame-options'], path).toBe('SAMEORIGIN')
    }
    for (const path of ['/e-servicesx', '/preview', '/ar/previews/home'])
      expect(named(securityHeaders(path, undefined))['x-frame-options'], path).toBe('DENY')
  })

  it('loads code only from the site, never plugins, and posts forms only to the site', () => {
    const policy = contentSecurityPolicy('/', false)
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self' 'unsafe-inline'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain("base-uri 'self'")
  })

  it('asks for https only when the site is served over https', () => {
    expect(
      named(securityHeaders('/', 'http://localhost:3000'))['strict-transport-security'],
    ).toBeUndefined()
    expect(contentSecurityPolicy('/', false)).not.toContain('upgrade-insecure-requests')
    const https = named(securityHeaders('/', 'https://www.rafeef.example'))
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  it('sends nosniff, a referrer policy and a permissions policy everywhere', () => {
    const headers = named(securityHeaders('/api/pages/home', undefined))
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  })
})

describe("the admin's policy", () => {
  it('lets the admin run its inline scripts, and load nothing from another origin', () => {
    const policy = contentSecurityPolicy('/admin/collections/service-requests/1', false)
    expect(policy).toContain("script-src 'self' 'unsafe-inline';")
    expect(policy).not.toContain('https://')
    // A page of the site runs only the inline scripts it names.
    expect(contentSecurityPolicy('/contact-us', false, ["'sha256-abc'"])).toContain(
      "script-src 'self' 'sha256-abc';",
    )
  })
})

describe('the headers of a live response', () => {
  it('get the security headers as the head is written, and a header the app set itself is kept', async () => {
    const server = createServer((request, response) => {
      finishResponse(response)(settledHeaders(response, request.url ?? '/', undefined))
      if (request.url === '/own')
        response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const plain = await fetch(`http://127.0.0.1:${port}/`)
      expect(plain.headers.get('content-security-policy')).toBe(contentSecurityPolicy('/', false))
      expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
      const own = await fetch(`http://127.0.0.1:${port}/own`)
      expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
      expect(own.headers.get('x-frame-options')).toBe('DENY')
    } finally {
      server.close()
    }
  })

  it("name a page's inline scripts by their hashes when the whole page is known, and no other", async () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
    const payload = 'self.__next_f.push([1,"<p>مرحبا</p>"])'
    const page =
      `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><script>${bootstrap}</script><script>${payload}</script><script>${bootstrap}</script></body></html>`
    const server = createServer((request, response) => {
      finishResponse(response)(settledHeaders(response, request.url ?? '/', undefined))
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (request.url === '/gzip') {
        // Compressed, as Next sends it to a browser that accepts it.
        response.setHeader('Content-Encoding', 'gzip')
        response.flushHeaders()
        response.end(gzipSync(page))
      } else if (request.url === '/large') {
        // Larger than is held: sent as it comes, its head without the body's hashes.
        response.flushHeaders()
        for (let i = 0; i < 5; i++) response.write('x'.repeat(1_000_000))
        response.end(page)
      } else if (request.url !== '/') {
        response.flushHeaders()
        response.write(page.slice(0, 20))
        response.end(page.slice(20))
      } else response.end(page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    try {
      const whole = await fetch(`http://127.0.0.1:${port}/`)
      const policy = whole.headers.get('content-security-policy') ?? ''
      expect(policy).toContain(`script-src 'self' ${sha(bootstrap)} ${sha(payload)};`)
      expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      )
      expect(await whole.text()).toBe(page)
      // Streamed in parts, as Next sends a page: held until it ends, then sent with its hashes.
      const streamed = await fetch(`http://127.0.0.1:${port}/streamed`)
      expect(streamed.headers.get('content-security-policy')).toBe(policy)
      expect(streamed.headers.get('content-length')).toBe(String(Buffer.byteLength(page)))
      expect(await streamed.text()).toBe(page)
      const compressed = await fetch(`http://127.0.0.1:${port}/gzip`)
      expect(compressed.headers.get('content-security-policy')).toBe(policy)
      expect(await compressed.text()).toBe(page)
      const large = await fetch(`http://127.0.0.1:${port}/large`)
      expect(large.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy('/large', false),
      )
      expect((await large.text()).length).toBe(5_000_000 + page.length)
      // The admin's pages are not held (Payload's screens add scripts of their own).
      const admin = await fetch(`http://127.0.0.1:${port}/admin/account`)
      expect(admin.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy('/admin/account', false),
      )
      expect(await admin.text()).toBe(page)
    } finally {
      server.close()
    }
  })

  it("trade Next's month-long s-maxage for the short shared-cache policy, and keep private answers private", async () => {
    const sent: Record<string, string> = {
      '/cached': 's-maxage=2592000, stale-while-revalidate=28944000',
      '/private': 'private, no-cache, no-store, max-age=0, must-revalidate',
    }
    const server = createServer((request, response) => {
      finishResponse(response)(settledHeaders(response, request.url ?? '/', undefined))
      const value = sent[request.url ?? '']
      if (value) response.setHeader('Cache-Control', value)
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      expect((await fetch(`http://127.0.0.1:${port}/cached`)).headers.get('cache-control')).toBe(
        PUBLIC_CACHE_CONTROL,
      )
      expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=5\b/)
      expect((await fetch(`http://127.0.0.1:${port}/private`)).headers.get('cache-control')).toBe(
        sent['/private'],
      )
      expect((await fetch(`http://127.0.0.1:${port}/none`)).headers.get('cache-control')).toBeNull()
    } finally {
      server.close()
    }
  })

  it("keep the bare home address's redirect, which follows the language cookie, out of every cache", async () => {
    const server = createServer((request, response) => {
      finishResponse(response)(settledHeaders(response, request.url ?? '/', undefined))
      // As Next sends its redirects: status and location set, head written by end().
      response.statusCode = 307
      response.setHeader('Location', request.url === '/' ? '/ar' : '/')
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const home = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })
      expect(home.headers.get('cache-control')).toBe('private, no-store')
      expect(home.headers.get('vary')).toBe('Cookie')
      const other = await fetch(`http://127.0.0.1:${port}/en`, { redirect: 'manual' })
      expect(other.headers.get('cache-control')).toBeNull()
    } finally {
      server.close()
    }
  })
})

describe('page addresses no page can have', () => {
  it.each([
    '/%25',
    '/a%25b',
    '/career-details/%25',
    '/apply-form/%25',
    '/ar/%25h6z%5C!',
    '/%5C',
    '/%5Cevil.example',
  ])('%s names no page', (target) => {
    expect(namesNoPage(target)).toBe(true)
  })

  it.each(['/', '/ar/claims', '/career-details/3?x=%25', '/%D8%B9%D8%B1%D8%A8%D9%8A', '/who%20we'])(
    '%s may be a page',
    (target) => {
      expect(namesNoPage(target)).toBe(false)
    },
  )
})

describe('the complete not-found document', () => {
  it('names the screen for an address: its language, and the job screen for the job pages', () => {
    expect(notFoundScreenPath('/nope')).toBe('server/app/en/not-found-screen/page.html')
    expect(notFoundScreenPath('/ar?x=1')).toBe('server/app/ar/not-found-screen/page.html')
    expect(notFoundScreenPath('/ar/career-details/99')).toBe(
      'server/app/ar/not-found-screen/job.html',
    )
    expect(notFoundScreenPath('/apply-form/7?ref=x')).toBe(
      'server/app/en/not-found-screen/job.html',
    )
    expect(notFoundScreenPath('/arabic/career-details/1')).toBe(
      'server/app/en/not-found-screen/page.html',
    )
  })

  it('keeps each not-found document in memory, and reads it again a second after Next rewrote it', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(distDir, 'server/app/ar/not-found-screen'), { recursive: true })
    const file = join(distDir, 'server/app/ar/not-found-screen/page.html')
    writeFileSync(file, '<p>before</p>')
    vi.useFakeTimers({ toFake: ['performance'] })
    const server = createServer((request, response) => {
      answerNotFound(distDir, request, response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const missing = () =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ar/nope`).then((answer) =>
        answer.text(),
      )
    try {
      expect(await missing()).toBe('<p>before</p>')
      // Regenerated after a CMS edit, as Next writes it.
      writeFileSync(file, '<p>after the edit</p>')
      utimesSync(file, new Date(), new Date(Date.now() + 5000))
      expect(await missing()).toBe('<p>before</p>')
      vi.advanceTimersByTime(1000)
      expect(await missing()).toBe('<p>after the edit</p>')
    } finally {
      vi.useRealTimers()
      server.close()
    }
  })

  it('reads the scripts of bytes sent again once', () => {
    const page = Buffer.from('<script>a()</script><script src="/b.js"></script>')
    const first = inlineScriptSources(page)
    expect(first).toHaveLength(1)
    expect(inlineScriptSources(page)).toBe(first)
    expect(inlineScriptSources(Buffer.from(page))).toEqual(first)
    expect(inlineScriptSources(Buffer.from(page))).not.toBe(first)
  })

  it('replaces the body of a page 404 a browser asked for, and leaves every other answer alone', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(distDir, 'server/app/ar/not-found-screen'), { recursive: true })
    const document =
      '<!DOCTYPE html><html lang="ar"><body><h1>404</h1><a href="/ar">الرئيسية</a></body></html>'
    writeFileSync(join(distDir, 'server/app/ar/not-found-screen/page.html'), document)
    const fit = completeNotFound(distDir)
    const server = createServer((request, response) => {
      const notFound = fit(request)
      if (notFound) finishResponse(response)(notFound)
      if (request.url === '/ar/found') {
        response.end('<p>page</p>')
        return
      }
      // As the app answers a page that called notFound(): a status, then an empty shell in pieces.
      response.statusCode = 404
      response.setHeader('Content-Encoding', 'identity')
      response.write('<html id="__next_error__">')
      response.end('</html>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const missing = await fetch(`${base}/ar/nope`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(missing.headers.get('content-encoding')).toBeNull()
      expect(await missing.text()).toBe(document)
      const head = await fetch(`${base}/ar/nope`, { method: 'HEAD' })
      expect([head.status, head.headers.get('content-length')]).toEqual([
        404,
        String(Buffer.byteLength(document)),
      ])
      const navigation = await fetch(`${base}/ar/nope`, { headers: { rsc: '1' } })
      expect(await navigation.text()).toBe('<html id="__next_error__"></html>')
      // No document for this screen in the build: the app's answer goes out as it was.
      expect(await (await fetch(`${base}/nope`)).text()).toBe('<html id="__next_error__"></html>')
      expect(await (await fetch(`${base}/ar/found`)).text()).toBe('<p>page</p>')
    } finally {
      server.close()
    }
  })
})

describe('dot segments in a request target', () => {
  it('are found however they are written, as Next resolves them', () => {
    for (const target of [
      '/_next/../preview/x',
      '/api/%2e%2e/pages/x',
      '/a/./b',
      '/%2E%2e/',
      '/_next\\..\\career-openings?title=a',
    ])
      expect(hasDotSegments(target), target).toBe(true)
  })

  it('are not dots inside a name or in the query', () => {
    for (const target of ['/', '/a..b', '/.well-known/x', '/career-openings?title=../x'])
      expect(hasDotSegments(target), target).toBe(false)
  })
})

describe("the server's own requests", () => {
  it('carry the process token, read from a route handler or from the socket', () => {
    const headers = internalHeaders()
    expect(isInternalRequest(new Headers(headers))).toBe(true)
    expect(isInternalRequest({ ...headers, host: 'localhost' })).toBe(true)
  })

  it('are not made up by a client that sends the header', () => {
    const [name, token] = Object.entries(internalHeaders())[0]!
    expect(isInternalRequest({})).toBe(false)
    expect(isInternalRequest(new Headers())).toBe(false)
    expect(isInternalRequest({ [name]: '' })).toBe(false)
    expect(isInternalRequest({ [name]: `${token.slice(0, -1)}x` })).toBe(false)
    expect(isInternalRequest({ [name]: token.slice(1) })).toBe(false)
  })
})
