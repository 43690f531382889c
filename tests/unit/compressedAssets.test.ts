import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { createCompressedAssets } from '../../src/server/compressedAssets.mjs'
import { finishResponse } from '../../src/server/finishResponse.mjs'
import { settledHeaders } from '../../src/server/responseHeaders.mjs'

const servers: ReturnType<typeof createServer>[] = []
const buildDirs: string[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
  for (const dir of buildDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const script = `console.log(${JSON.stringify('a build chunk '.repeat(400))})\n`

/** A build directory with one script and one stylesheet, served as server.mjs serves it. */
async function serve() {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'compressed-assets-'))
  buildDirs.push(buildDir)
  mkdirSync(path.join(buildDir, 'static/chunks'), { recursive: true })
  writeFileSync(path.join(buildDir, 'static/chunks/app.js'), script)
  writeFileSync(path.join(buildDir, 'static/chunks/site.css'), 'body{margin:0}'.repeat(50))
  writeFileSync(path.join(buildDir, 'secret.txt'), 'outside the static folder')
  const compressedAssets = createCompressedAssets(buildDir)
  const calls = { count: 0 }
  const server = createServer((request, response) => {
    finishResponse(response)(settledHeaders(response, request.url ?? '/', undefined))
    if (compressedAssets(request, response)) return
    calls.count++
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('from the app')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  /** Raw bytes and headers, undecoded (fetch would decode and hide the encoding). */
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        httpRequest({ port, path: target, method, headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
          .on('error', reject)
          .end()
      },
    )
  /** The first request starts the compression and is answered by the app; wait for it to finish. */
  const warm = async (target: string) => {
    await get(target, { 'accept-encoding': 'br' })
    for (let tries = 0; tries < 100; tries++) {
      const answer = await get(target, { 'accept-encoding': 'br' })
      if (answer.headers['content-encoding'] === 'br') return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`${target} was never compressed`)
  }
  return { get, warm, calls }
}

describe('the build’s scripts and stylesheets, compressed once', () => {
  it('leaves the first request to the app, then sends Brotli from memory with the immutable policy', async () => {
    const { get, warm, calls } = await serve()
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' })
    expect(first.body.toString()).toBe('from the app')
    await warm('/_next/static/chunks/app.js')
    const before = calls.count

    const answer = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(calls.count).toBe(before)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    // The security headers every answer carries are still set.
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('sends gzip to a client that does not take Brotli, and leaves plain requests and other methods to the app', async () => {
    const { get, warm, calls } = await serve()
    await warm('/_next/static/chunks/app.js')

    const gzipped = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(script)
    const refusingBrotli = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br;q=0, gzip',
    })
    expect(refusingBrotli.headers['content-encoding']).toBe('gzip')

    const before = calls.count
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/_next/static/chunks/app.js', headers)
      expect(plain.body.toString()).toBe('from the app')
    }
    const posted = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST')
    expect(posted.body.toString()).toBe('from the app')
    expect(calls.count).toBe(before + 3)
  })

  it('answers HEAD with the headers alone', async () => {
    const { get, warm } = await serve()
    await warm('/_next/static/chunks/site.css')
    const head = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
    expect(head.body.length).toBe(0)
  })

  it('never reads outside the static folder, and leaves missing files, queries and other types to the app', async () => {
    const { get, calls } = await serve()
    const targets = [
      '/_next/static/../secret.txt',
      '/_next/static/%2e%2e/secret.txt',
      '/_next/static/chunks/..%2f..%2fsecret.txt',
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/app.js?v=1',
      '/_next/static/chunks/image.png',
    ]
    for (const target of targets) {
      for (let round = 0; round < 3; round++) {
        const answer = await get(target, { 'accept-encoding': 'br' })
        expect(answer.body.toString(), target).toBe('from the app')
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const target of targets) {
      const answer = await get(target, { 'accept-encoding': 'br' })
      expect(answer.body.toString(), target).toBe('from the app')
    }
    expect(calls.count).toBe(targets.length * 4)
  })
})
