import { createServer, get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { PUBLIC_CACHE_CONTROL } from '../../src/server/cachePolicy.mjs'
import { createMicroCache } from '../../src/server/microCache.mjs'
import { finishResponse } from '../../src/server/finishResponse.mjs'
import { settledHeaders } from '../../src/server/responseHeaders.mjs'

type App = (request: IncomingMessage, response: ServerResponse) => void

let clock = 0
const servers: ReturnType<typeof createServer>[] = []

afterEach(() => {
  for (const server of servers.splice(0)) server.close()
  clock = 0
})

/** A server as server.mjs builds it: headers settled, then the cache, then the app (counted). */
async function serve(app: App) {
  const microCache = createMicroCache({ now: () => clock })
  const calls = { count: 0 }
  const server = createServer((request, response) => {
    const finish = finishResponse(response)
    finish(settledHeaders(response, request.url ?? '/', undefined))
    if (microCache.answer(request, response)) return
    const keeping = microCache.keeping(request, response)
    if (keeping) finish(keeping)
    calls.count++
    app(request, response)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers, redirect: 'manual' })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  /** With a Host header of the caller's choosing, which fetch does not let a caller set. */
  const getAt = (host: string, path: string) =>
    new Promise<string>((resolve, reject) => {
      httpGet(base + path, { headers: { host } }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve(body))
      }).on('error', reject)
    })
  return { get, getAt, calls }
}

/** Next's way of marking a page from its cache: `s-maxage` alone, made public by settledHeaders. */
const page: App = (request, response) => {
  response.setHeader('Cache-Control', 's-maxage=2592000')
  response.setHeader('Vary', 'rsc, Accept-Encoding')
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.write('<!doctype html><p>')
  response.end(`${request.headers.rsc ? 'flight' : 'html'} ${request.url}</p>`)
}

describe('the one-second cache in front of the app', () => {
  it('answers a page the app marks public from its copy for a second, then asks the app again', async () => {
    const { get, calls } = await serve(page)
    const first = await get('/motor-insurance')
    expect(first.body).toBe('<!doctype html><p>html /motor-insurance</p>')
    clock = 900
    const second = await get('/motor-insurance')
    expect(calls.count).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    expect(second.headers.get('age')).toBe('0')
    clock = 1000
    await get('/motor-insurance')
    expect(calls.count).toBe(2)
  })

  it('keeps a copy per address and per value of each header the answer varies on', async () => {
    const { get, getAt, calls } = await serve(page)
    await get('/a')
    await get('/a?x=1')
    await get('/a', { rsc: '1' })
    await getAt('forged.example', '/a')
    expect(calls.count).toBe(4)
    expect((await get('/a', { rsc: '1' })).body).toBe('<!doctype html><p>flight /a</p>')
    expect((await get('/a')).body).toBe('<!doctype html><p>html /a</p>')
    expect((await get('/a', { 'accept-encoding': 'gzip' })).body).toBe(
      '<!doctype html><p>html /a</p>',
    )
    expect(calls.count).toBe(5)
  })

  it('keeps the bytes as sent, compressed ones with their encoding', async () => {
    const { get, calls } = await serve((_request, response) => {
      response.writeHead(200, {
        'Cache-Control': PUBLIC_CACHE_CONTROL,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
      })
      response.end(gzipSync('zipped page'))
    })
    await get('/z', { 'accept-encoding': 'gzip' })
    const again = await get('/z', { 'accept-encoding': 'gzip' })
    expect(calls.count).toBe(1)
    expect(again.body).toBe('zipped page')
    expect(again.headers.get('content-encoding')).toBe('gzip')
  })

  it('never keeps a private answer, an error, a redirect or one that sets a cookie', async () => {
    const answers: Record<string, App> = {
      '/private': (_q, r) => r.writeHead(200, { 'Cache-Control': 'private, no-store' }).end('mine'),
      '/missing': (_q, r) => r.writeHead(404, { 'Cache-Control': PUBLIC_CACHE_CONTROL }).end('no'),
      '/moved': (_q, r) =>
        r.writeHead(308, { Location: '/', 'Cache-Control': PUBLIC_CACHE_CONTROL }).end(),
      '/cookie': (_q, r) =>
        r.writeHead(200, { 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Set-Cookie': 'a=1' }).end('c'),
      '/unmarked': (_q, r) => r.writeHead(200).end('u'),
    }
    const { get, calls } = await serve((request, response) =>
      answers[request.url ?? '']?.(request, response),
    )
    for (const path of Object.keys(answers)) {
      await get(path)
      await get(path)
    }
    expect(calls.count).toBe(2 * Object.keys(answers).length)
  })

  it('leaves requests with cookies to the app, but for the language cookie away from /', async () => {
    const { get, calls } = await serve(page)
    await get('/')
    await get('/', { cookie: 'language=ar' })
    await get('/', { cookie: 'payload-token=abc' })
    expect(calls.count).toBe(3)
    await get('/about')
    await get('/about', { cookie: 'language=ar' })
    expect(calls.count).toBe(4)
    await get('/about', { cookie: 'language=ar; __prerender_bypass=1' })
    expect(calls.count).toBe(5)
  })

  it('holds at most 32 MB, letting the oldest copies go first', async () => {
    const big = Buffer.alloc(900_000, 'x')
    const { get, calls } = await serve((_request, response) => {
      response.writeHead(200, { 'Cache-Control': PUBLIC_CACHE_CONTROL }).end(big)
    })
    for (let i = 0; i < 40; i++) await get(`/page-${i}`)
    expect(calls.count).toBe(40)
    await get('/page-39')
    expect(calls.count).toBe(40)
    await get('/page-0')
    expect(calls.count).toBe(41)
  })

  it('leaves signed requests to the app', async () => {
    const { get, calls } = await serve(page)
    await get('/p')
    await get('/p', { authorization: 'Bearer x' })
    expect(calls.count).toBe(2)
  })
})
