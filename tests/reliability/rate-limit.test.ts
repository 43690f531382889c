import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { report } from './report'
import { admin, newSite, type Site } from './site'
import { byStatus, type Answer } from './submissions'

let site: Site

beforeAll(async () => {
  site = await newSite({ RATE_LIMIT_SUBMISSIONS: '5' })
})

afterAll(async () => {
  await site.stop()
})

/** A contact message claiming to come from another address each time. */
async function forged(i: number, headers: Record<string, string>): Promise<Answer> {
  const answer = await fetch(`${site.url}/api/contact-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      name: 'Rotating Visitor',
      email: 'r@example.com',
      subject: 'Hello',
      message: `Message ${i}`,
    }),
  })
  return { kind: 'contact', status: answer.status }
}

const rotating = (i: number) => ({
  'x-forwarded-for': `198.51.100.${i}`,
  'x-real-ip': `203.0.113.${i}`,
})

describe('(e) the rate limit and forwarded addresses', () => {
  it('counts by the socket address: a client rotating X-Forwarded-For and X-Real-IP is still limited', async () => {
    await site.start()
    const answers: Answer[] = []
    for (let i = 1; i <= 12; i++) answers.push(await forged(i, rotating(i)))
    report('(e) rotating X-Forwarded-For, no trusted proxy', {
      sent: answers.length,
      answered: byStatus(answers),
      limit: 5,
    })
    expect(byStatus(answers)).toEqual({ 201: 5, 429: 7 })
    await site.stop()
  })

  it('believes the forwarded address only from a proxy named in TRUSTED_PROXIES', async () => {
    await site.start({ TRUSTED_PROXIES: 'loopback' })
    const answers: Answer[] = []
    // Behind a trusted proxy (here: this test, on loopback), each forwarded address has its own count.
    for (let i = 1; i <= 12; i++) answers.push(await forged(i, rotating(i)))
    expect(byStatus(answers)).toEqual({ 201: 12 })
    // And one address is limited however it is sent.
    const same: Answer[] = []
    for (let i = 1; i <= 7; i++) same.push(await forged(i, { 'x-forwarded-for': '192.0.2.77' }))
    report('(e) forwarded addresses from a trusted proxy', {
      rotating: byStatus(answers),
      oneAddress: byStatus(same),
    })
    expect(byStatus(same)).toEqual({ 201: 5, 429: 2 })
  })

  it('counts an IPv6 client by its /64, in every limit', async () => {
    // Still behind the trusted proxy of the test above. One subscriber holds a whole /64 and may
    // send each request from another address in it.
    const inOneNetwork = (i: number) => ({ 'x-forwarded-for': `2001:db8:7:7::${i.toString(16)}` })
    const messages: Answer[] = []
    for (let i = 1; i <= 40; i++) messages.push(await forged(i, inOneNetwork(i)))
    const signIns = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const answer = await fetch(`${site.url}/cms/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...inOneNetwork(100 + i) },
          body: JSON.stringify({ email: admin.email, password: 'not-the-password-1' }),
        })
        return { status: answer.status }
      }),
    )
    report('(e) 40 addresses of one IPv6 /64', {
      messages: byStatus(messages),
      wrongPasswords: byStatus(signIns),
    })
    expect(byStatus(messages)).toEqual({ 201: 5, 429: 35 })
    // RATE_LIMIT_LOGIN_FAILURES (5) per client and account: no more passwords are checked.
    expect(signIns.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5)
    expect(signIns.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(35)
  })

  it('gives a client its turns back when it goes before its answer', async () => {
    await site.stop()
    // Two searches at once per client, the rate lifted: a turn kept by a request its client gave
    // up would refuse that client's every search from then on.
    await site.start({ LOAD_CLIENT_CONCURRENCY: '2' })
    const search = (i: number) => `${new URL(site.url).origin}/search?q=motor+${i}`
    await fetch(search(0)).then((answer) => answer.text())
    const givenUp = (i: number) =>
      new Promise<void>((resolve) => {
        const request = http.get(search(i), () => undefined)
        request.on('close', () => resolve())
        request.on('error', () => undefined)
        setTimeout(() => request.destroy(), 5 + (i % 4) * 5)
      })
    for (let round = 0; round < 6; round++)
      await Promise.all([givenUp(round * 2 + 1), givenUp(round * 2 + 2)])
    // A turn is back once the page its client left has been rendered (a tenth of a second here).
    const deadline = Date.now() + 10_000
    let statuses: number[] = []
    for (let i = 100; Date.now() < deadline; i += 2) {
      statuses = await Promise.all(
        [i, i + 1].map(
          async (n) =>
            await fetch(search(n)).then(async (answer) => {
              await answer.text()
              return answer.status
            }),
        ),
      )
      if (statuses.every((status) => status === 200)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    report('(e) twelve searches given up, then two at once', { statuses })
    expect(statuses).toEqual([200, 200])
  })
})
