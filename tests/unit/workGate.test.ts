import { describe, expect, it } from 'vitest'

import {
  isStaffSession,
  publishSessionCheck,
  sessionToken,
} from '../../src/server/staffSessions.mjs'
import { clientKey } from '../../src/server/clientAddress.mjs'
import {
  costOf,
  createRefusalPacing,
  createWorkGate,
  refusalMessage,
} from '../../src/server/workGate.mjs'

const bounds = {
  clientConcurrency: 2,
  clientRate: 5,
  maxWork: 3,
  maxLagMs: 100,
  workAtOnce: 3,
  maxQueued: 0,
  maxWaitMs: 1000,
  workShare: 0.3,
  refusalPauseMs: 40,
  persistentRefusalPauseMs: 250,
}

describe('what a request costs', () => {
  it('is whatever runs the app: queries, writes, the admin and the CMS API', () => {
    for (const [method, target] of [
      ['GET', '/api/jobs?title=x'],
      ['POST', '/api/contact-us'],
      ['POST', '/contact-us'],
      ['GET', '/admin'],
      ['GET', '/admin/collections/pages'],
      ['GET', '/cms/api/pages?depth=10'],
      ['GET', '/cms/api/job-application-cvs/file/cv.pdf?x'],
      ['GET', '/api/service-requests/status?type=claim&id=1&number=2'],
      ['GET', '/api/page-previews/home'],
    ] as const)
      expect(costOf(method, target), `${method} ${target}`).toBe('work')
  })

  it('is a render for the pages rendered for each request', () => {
    for (const target of [
      '/ar/career-openings?location=Egypt',
      '/career-openings?title=claims',
      '/career-openings/search',
      '/search?q=motor',
      '/ar/search?q=%D8%AA%D8%A3%D9%85%D9%8A%D9%86',
      '/search',
      '/preview/home',
      '/ar/account',
    ])
      expect(costOf('GET', target), target).toBe('render')
  })

  it('is a file for the public uploads and their optimized sizes', () => {
    for (const target of [
      '/_next/image?url=%2Fcms%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75',
      '/cms/api/media/file/a.jpg',
      '/cms/api/documents/file/report.pdf',
    ])
      expect(costOf('GET', target), target).toBe('files')
  })

  it('is nothing for a read of a page or API address without a query, or a build file', () => {
    for (const [method, target] of [
      ['GET', '/'],
      ['HEAD', '/ar/motor-insurance'],
      ['GET', '/motor-insurance?_rsc=abc'],
      ['GET', '/motor-insurance?utm_source=campaign&fbclid=x'],
      ['GET', '/career-openings?title='],
      ['GET', '/icon.svg?a1b2c3'],
      ['GET', '/api/health'],
      ['GET', '/api/pages/home'],
      ['GET', '/_next/static/chunks/a.js'],
    ] as const)
      expect(costOf(method, target), `${method} ${target}`).toBeNull()
  })
})

describe('the client key', () => {
  it('is the IPv4 address, also when written as IPv6', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('is the /64 network for IPv6, however the address is written', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:0db8:0001:0002:ffff::9'))
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'))
  })
})

describe('the work gate', () => {
  it('admits a client up to its bound at once, then refuses with 429 until one is done', async () => {
    const gate = createWorkGate({ ...bounds, maxWork: 10, workAtOnce: 10 }, { lagMs: () => 0 })
    const first = await gate.admit('work', 'a', false)
    const second = await gate.admit('work', 'a', false)
    const third = await gate.admit('work', 'a', false)
    expect('done' in first && 'done' in second).toBe(true)
    expect(third).toEqual({
      refused: { status: 429, retryAfter: 1, reason: 'client', pauseMs: 40 },
    })
    // Another client is not held back by this one.
    expect('done' in (await gate.admit('work', 'b', false))).toBe(true)
    if ('done' in first) first.done()
    if ('done' in first) first.done() // twice counts once
    expect('done' in (await gate.admit('work', 'a', false))).toBe(true)
    expect(gate.underWay()).toBe(3)
  })

  it('refuses a client past its rate per second with a Retry-After', async () => {
    const gate = createWorkGate(
      { ...bounds, clientConcurrency: 100, maxWork: 100, workAtOnce: 100 },
      { lagMs: () => 0 },
    )
    const answers = []
    for (let i = 0; i < 7; i++) {
      const answer = await gate.admit('work', 'a', false)
      answers.push(answer)
      if ('done' in answer) answer.done()
    }
    expect(answers.filter((answer) => 'done' in answer)).toHaveLength(5)
    const refused = answers.at(-1)
    expect(refused && 'refused' in refused && refused.refused.status).toBe(429)
    expect(refused && 'refused' in refused && refused.refused.reason).toBe('rate')
    expect(refused && 'refused' in refused && refused.refused.retryAfter).toBeGreaterThanOrEqual(1)
    expect(gate.underWay()).toBe(0)
  })

  it('counts a page rendered per request as two of the rate, from the same budget as other work', async () => {
    const gate = createWorkGate(
      { ...bounds, clientConcurrency: 100, maxWork: 100, workAtOnce: 100 },
      { lagMs: () => 0 },
    )
    const answers = []
    for (let i = 0; i < 2; i++) answers.push(await gate.admit('render', 'a', false))
    answers.push(await gate.admit('work', 'a', false))
    answers.push(await gate.admit('render', 'a', false))
    // Five a second: two renders and one other request.
    expect(answers.map((answer) => 'done' in answer)).toEqual([true, true, true, false])
  })

  it('gives a signed-in editor five times the bounds, counted apart from visitors at the same address', async () => {
    const gate = createWorkGate({ ...bounds, maxWork: 100, workAtOnce: 100 }, { lagMs: () => 0 })
    const admitted = []
    for (let i = 0; i < 10; i++) admitted.push(await gate.admit('work', 'a', true))
    expect(admitted.every((answer) => 'done' in answer)).toBe(true)
    expect('refused' in (await gate.admit('work', 'a', true))).toBe(true)
    expect('done' in (await gate.admit('work', 'a', false))).toBe(true)
  })

  it('refuses everyone with 503 past the overall bound or while the event loop lags', async () => {
    let lag = 0
    const gate = createWorkGate(bounds, { lagMs: () => lag })
    await gate.admit('work', 'a', false)
    await gate.admit('work', 'b', false)
    await gate.admit('work', 'c', false)
    expect(await gate.admit('work', 'd', false)).toEqual({
      refused: { status: 503, retryAfter: 1, reason: 'busy', pauseMs: 40 },
    })
    const calm = createWorkGate(bounds, { lagMs: () => lag })
    lag = 150
    expect(await calm.admit('work', 'a', false)).toMatchObject({ refused: { status: 503 } })
    lag = 50
    expect('done' in (await calm.admit('work', 'a', false))).toBe(true)
  })

  it('counts files apart from work, with four times the number at once', async () => {
    const gate = createWorkGate({ ...bounds, maxWork: 100, workAtOnce: 100 }, { lagMs: () => 0 })
    const files = []
    for (let i = 0; i < 9; i++) files.push(await gate.admit('files', 'a', false))
    expect(files.filter((answer) => 'done' in answer)).toHaveLength(8)
    expect('done' in (await gate.admit('work', 'a', false))).toBe(true)
  })

  it("admits a page's pictures together, whatever the number of visitors' turns", async () => {
    // As shipped: 32 in all, four per client (sixteen for files), eight turns on two cores.
    const gate = createWorkGate(
      { ...bounds, clientConcurrency: 4, clientRate: 100, maxWork: 32, workAtOnce: 8 },
      { lagMs: () => 0 },
    )
    const pictures = []
    for (let i = 0; i < 12; i++) pictures.push(await gate.admit('files', 'a', false))
    expect(pictures.filter((answer) => 'done' in answer)).toHaveLength(12)
  })

  it('lets one client hold at most half the overall bound, however its requests are counted', async () => {
    const gate = createWorkGate({ ...bounds, maxWork: 8, workAtOnce: 8 }, { lagMs: () => 0 })
    const answers = [
      await gate.admit('work', 'a', false),
      await gate.admit('work', 'a', false),
      await gate.admit('work', 'a', true),
      await gate.admit('files', 'a', false),
      await gate.admit('files', 'a', false),
    ]
    expect(answers.map((answer) => 'done' in answer)).toEqual([true, true, true, true, false])
    expect('done' in (await gate.admit('work', 'b', false))).toBe(true)
  })

  it("holds a client's refusals longer once it has had ten in a second, not another client's", async () => {
    const gate = createWorkGate({ ...bounds, clientConcurrency: 0 }, { lagMs: () => 0 })
    const pauses = async (key: string, n: number) => {
      const seen = []
      for (let i = 0; i < n; i++) {
        const answer = await gate.admit('work', key, false)
        seen.push('refused' in answer ? answer.refused.pauseMs : 'admitted')
      }
      return seen
    }
    expect(await pauses('a', 12)).toEqual([...Array(10).fill(40), 250, 250])
    expect(await pauses('b', 1)).toEqual([40])
  })

  it('words its refusals in the address language, naming the bound met', () => {
    const atOnce = { status: 429, retryAfter: 1, reason: 'client', pauseMs: 40 } as const
    const tooFast = { ...atOnce, reason: 'rate' } as const
    expect(refusalMessage(atOnce, '/career-openings?title=x')).toMatch(
      /^Too many requests from your address at once\./,
    )
    expect(refusalMessage(atOnce, '/ar/career-openings?title=x')).toMatch(
      /^طلبات كثيرة .* في وقت واحد/,
    )
    expect(refusalMessage(tooFast, '/search?q=x')).toMatch(
      /^Requests from your address are coming too fast\./,
    )
    expect(refusalMessage(tooFast, '/ar/search?q=x')).toMatch(/^تصل الطلبات من عنوانك بسرعة كبيرة/)
    expect(refusalMessage(tooFast, '/ar')).toMatch(/بسرعة كبيرة/)
    expect(refusalMessage(tooFast, '/arabic-page')).toMatch(/too fast/)
  })
})

describe('a staff session', () => {
  it('is a token from the session cookie or the Authorization header', () => {
    expect(sessionToken({ cookie: 'language=ar; payload-token=abc.def.ghi' })).toBe('abc.def.ghi')
    expect(sessionToken({ authorization: 'JWT abc.def' })).toBe('abc.def')
    expect(sessionToken({ authorization: 'Bearer abc.def' })).toBe('abc.def')
    expect(sessionToken({ cookie: 'language=ar' })).toBeUndefined()
  })

  it('is staff only when the published check accepts its token', async () => {
    publishSessionCheck(async (token) => token === 'signed')
    expect(await isStaffSession({ cookie: 'payload-token=signed' })).toBe(true)
    expect(await isStaffSession({ cookie: 'payload-token=made-up' })).toBe(false)
    expect(await isStaffSession({})).toBe(false)
  })
})

describe('when refusals are sent', () => {
  it('holds a connection to one refusal a pause, counted from its previous refusal', () => {
    const pacing = createRefusalPacing()
    const connection = {}
    // The first refusal on a connection waits the whole pause: sent at 1,050.
    expect(pacing.delay(connection, 'a', 50, 1_000)).toBe(50)
    // Asked again at once but read 20 ms late (the loop was busy): 30 ms are left of the pause.
    expect(pacing.delay(connection, 'a', 50, 1_070)).toBe(30)
    // Read more than a pause after that one (1,100): answered at once, never after a negative wait.
    expect(pacing.delay(connection, 'a', 50, 1_400)).toBe(0)
    // Two read together (pipelined) are a pause apart, not sent at once.
    expect(pacing.delay(connection, 'a', 50, 2_000)).toBe(0)
    expect(pacing.delay(connection, 'a', 50, 2_000)).toBe(50)
    // Another connection of the same client has its own pace.
    expect(pacing.delay({}, 'a', 40, 1_400)).toBe(40)
  })

  it("gives no credit for another client's refusal on a shared connection", () => {
    const pacing = createRefusalPacing()
    const proxy = {}
    expect(pacing.delay(proxy, 'a', 50, 1_000)).toBe(50)
    // Long after, a second client behind the same proxy still waits its whole pause.
    expect(pacing.delay(proxy, 'b', 50, 5_000)).toBe(50)
  })
})
