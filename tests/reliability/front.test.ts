import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, newSite, type Site } from './site'

// deploy/nginx.conf in front of a site, as shipped but for the upstream's address, the port it
// listens on and where it keeps its process id.
let site: Site
let front: ChildProcess
let frontUrl: URL

beforeAll(async () => {
  // The site's own bounds on one client's work, as shipped (4 at once, 5 a second), show that the
  // front names each client to it; the rest stay lifted.
  site = await newSite({
    TRUSTED_PROXIES: 'loopback',
    LOAD_CLIENT_CONCURRENCY: '',
    LOAD_CLIENT_RATE: '',
  })
  await site.start()
  const port = await freePort()
  const folder = mkdtempSync(path.join(tmpdir(), 'rafeef-front-'))
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('server 127.0.0.1:3000;', `server ${new URL(site.url).host};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('pid /run/nginx-site.pid;', `pid ${folder}/nginx.pid;`)
  writeFileSync(path.join(folder, 'nginx.conf'), config)
  front = spawn('nginx', ['-p', folder, '-c', 'nginx.conf', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  frontUrl = new URL(`http://127.0.0.1:${port}`)
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (
      await get('/api/health').then(
        (answer) => answer.status === 200,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('nginx did not pass /api/health on within 10 s')
})

afterAll(async () => {
  front?.kill('SIGTERM')
  await site?.stop()
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request through the front, from `localAddress` (another loopback address is another client). */
function get(
  target: string,
  { localAddress = '127.0.0.1', agent }: { localAddress?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: frontUrl.hostname, port: frontUrl.port, path: target, localAddress, agent },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    request.on('error', reject)
  })
}

/** `count` requests at once, each on a connection of its own. */
function atOnce(count: number, target: (i: number) => string, localAddress?: string) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: count })
  return Promise.all(
    Array.from({ length: count }, (_, i) => get(target(i), { localAddress, agent })),
  )
}

/** The front's own refusal, not the site's ("… from your address at once", "… coming too fast"). */
const FRONT_REFUSAL = 'Too many requests from your address. Please wait'
const byFront = (answers: Answer[]) =>
  answers.filter((answer) => answer.status === 429 && answer.body.includes(FRONT_REFUSAL))

describe('the front (deploy/nginx.conf)', () => {
  it('passes pages on with the site’s own headers', async () => {
    const page = await get('/ar')
    expect(page.status).toBe(200)
    expect(page.body).toContain('dir="rtl"')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers one address past its rate of searches with 429 and Retry-After, in its language, and serves another address meanwhile', async () => {
    const answers = await atOnce(20, (i) => `/search?q=front+q${i}`, '127.0.0.5')
    const refused = byFront(answers)
    // A burst of five past the rate of two a second: about six pass, the rest are the front's.
    expect(refused.length).toBeGreaterThanOrEqual(12)
    expect(refused.length).toBeLessThanOrEqual(15)
    expect(refused[0]!.headers['retry-after']).toBe('1')

    const arabic = await atOnce(20, (i) => `/ar/search?q=q${i}`, '127.0.0.6')
    expect(arabic.some((answer) => answer.body.includes('طلبات كثيرة من عنوانك. يرجى'))).toBe(true)

    expect((await get('/search?q=another+client', { localAddress: '127.0.0.7' })).status).toBe(200)
  })

  it('counts the job list filtered by its query as a search, and not the list itself', async () => {
    expect(
      byFront(await atOnce(20, (i) => `/career-openings?title=q${i}`, '127.0.0.8')).length,
    ).toBeGreaterThanOrEqual(12)
    const list = await atOnce(20, () => '/career-openings', '127.0.0.9')
    expect(list.map((answer) => answer.status)).toEqual(Array(20).fill(200))
  })

  it('holds one address to 32 requests under way', async () => {
    // CMS reads: the site admits four of one client's at once and holds its refusals of the rest
    // for a moment, so that all of them are under way together at the front.
    const answers = await atOnce(100, (i) => `/cms/api/pages?limit=1&page=${i}`, '127.0.0.10')
    expect(byFront(answers).length).toBeGreaterThanOrEqual(100 - 32)
  })

  it('names each client to the site, whatever address the client claims', async () => {
    const read = (localAddress: string, claimed?: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            {
              host: frontUrl.hostname,
              port: frontUrl.port,
              path: '/cms/api/pages?limit=1',
              localAddress,
              headers: claimed ? { 'x-forwarded-for': claimed } : {},
            },
            (response) => (response.resume(), resolve(response.statusCode ?? 0)),
          )
          .on('error', reject)
      })
    // One client's reads one after another: past the site's rate of five a second, it refuses.
    const first: number[] = []
    for (let i = 0; i < 8; i++) first.push(await read('127.0.0.11'))
    expect(first.filter((status) => status === 429).length).toBeGreaterThan(0)
    // Another client at once, claiming to be the refused one: the front replaces the claim (had
    // it passed it on, the site would take the first address it was given), so the site counts
    // the client as itself.
    // 401: the site's own answer to a CMS read without a session, past its bounds.
    expect(await read('127.0.0.12', '127.0.0.11')).toBe(401)
    expect(await read('127.0.0.13')).toBe(401)
  })
})
