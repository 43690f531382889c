import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { currentCode } from '@/features/staff/secondFactor/totp'

import { signInAt, TEST_ADMIN_TOTP_SECRET } from '../helpers/staffSignIn'

import { report } from './report'
import { admin, newSite, type Site } from './site'

let site: Site

beforeAll(async () => {
  // Behind a trusted proxy (this test, on loopback) so each forwarded address stands for a client.
  site = await newSite({ RATE_LIMIT_LOGINS: '30', RATE_LIMIT_PASSWORD_RESETS: '5' })
  await site.start({ TRUSTED_PROXIES: 'loopback' })
})

afterAll(async () => {
  await site.stop()
})

type Answer = { status: number; message: string; ms: number }

async function post(
  // Payload takes its paths in any case (`/users/LOGIN` signs in as well).
  action: 'login' | 'forgot-password' | 'LOGIN' | 'Login',
  from: string,
  body: Record<string, string>,
): Promise<Answer> {
  const startedAt = performance.now()
  const answer = await fetch(`${site.url}/cms/api/users/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  })
  const json = (await answer.json().catch(() => ({}))) as {
    message?: string
    errors?: { message?: string }[]
  }
  return {
    status: answer.status,
    message: json.message ?? json.errors?.[0]?.message ?? '',
    ms: performance.now() - startedAt,
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('sign-in and password reset under guessing', () => {
  it('stops a guesser at their own address and never locks the owner out', async () => {
    const guesses: Answer[] = []
    for (let i = 0; i < 5; i++)
      guesses.push(
        await post('login', '192.0.2.10', { email: admin.email, password: `guess-${i}` }),
      )
    expect(guesses.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    // Even the right password is refused from the guesser's address once it has used up its tries.
    const blocked = await post('login', '192.0.2.10', {
      email: admin.email,
      password: admin.password,
    })
    expect(blocked.status).toBe(429)
    // The owner, from anywhere else, signs in at once (password, then authenticator code).
    const owner = await post('login', '192.0.2.20', {
      email: admin.email,
      password: admin.password,
      code: currentCode(TEST_ADMIN_TOTP_SECRET),
    })
    expect(owner.status).toBe(200)
    report('sign-in: guesser and owner', {
      guesses: guesses.map((a) => a.status),
      guesserWithRightPassword: blocked.status,
      owner: owner.status,
    })
  })

  it('counts guesses sent under any spelling of the address', async () => {
    const spellings = ['LOGIN', 'Login', 'login', 'LOGIN', 'Login'] as const
    const guesses: number[] = []
    for (const [i, spelling] of spellings.entries())
      guesses.push(
        (await post(spelling, '192.0.2.11', { email: admin.email, password: `guess-${i}` })).status,
      )
    expect(guesses).toEqual([401, 401, 401, 401, 401])
    const next = await post('LOGIN', '192.0.2.11', { email: admin.email, password: 'guess-5' })
    expect(next.status).toBe(429)
  })

  it('answers a wrong password for a known account and any password for an unknown one alike', async () => {
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 4; i++) {
      known.push(
        await post('login', `192.0.2.${30 + i}`, {
          email: admin.email,
          password: 'not-the-password',
        }),
      )
      unknown.push(
        await post('login', `192.0.2.${40 + i}`, {
          email: `nobody-${i}@example.com`,
          password: 'not-the-password',
        }),
      )
    }
    expect(
      new Set([...known, ...unknown].map((answer) => `${answer.status} ${answer.message}`)),
    ).toEqual(new Set(['401 The email or password provided is incorrect.']))
    // Both wait out the same floor, so the time does not tell which accounts exist.
    for (const answer of [...known, ...unknown]) expect(answer.ms).toBeGreaterThanOrEqual(590)
    report('sign-in: known and unknown accounts', {
      knownMedianMs: Math.round(median(known.map((a) => a.ms))),
      unknownMedianMs: Math.round(median(unknown.map((a) => a.ms))),
    })
  })

  it('answers a reset request for a known and an unknown account alike, and caps them per account and per address', async () => {
    const known = await post('forgot-password', '192.0.2.50', { email: admin.email })
    const unknown = await post('forgot-password', '192.0.2.51', { email: 'nobody@example.com' })
    expect({ status: known.status, message: known.message }).toEqual({
      status: unknown.status,
      message: unknown.message,
    })
    expect(known.status).toBe(200)
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(990)

    // Three resets an hour per account, from whichever addresses, known or not.
    const perAccount: number[] = []
    for (const email of [admin.email, 'nobody@example.com']) {
      for (let i = 0; i < 3; i++)
        perAccount.push(
          (await post('forgot-password', `192.0.2.${60 + perAccount.length}`, { email })).status,
        )
    }
    expect(perAccount).toEqual([200, 200, 429, 200, 200, 429])

    // Five requests per address in ten minutes, whatever accounts they name.
    const perAddress: number[] = []
    for (let i = 0; i < 6; i++)
      perAddress.push(
        (await post('forgot-password', '192.0.2.90', { email: `someone-${i}@example.com` })).status,
      )
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429])
    report('password reset', {
      known: known.status,
      unknown: unknown.status,
      perAccount,
      perAddress,
    })
  })

  it('caps guesses sent all at once as surely as guesses sent one by one', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('login', '192.0.2.110', { email: admin.email, password: `parallel-${i}` }),
      ),
    )
    const statuses = guesses.map((answer) => answer.status).sort()
    report('sign-in: 10 guesses at once', { answered: statuses })
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
  })

  it('caps sign-in requests per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await post('login', '192.0.2.100', { email: `user-${i}@example.com`, password: 'x' }))
          .status,
      )
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('a site served over https', () => {
  it('marks the session cookie Secure and asks browsers to stay on https', async () => {
    await site.stop()
    // The proxy in front terminates TLS; the server learns the public address from SITE_URL.
    await site.start({ SITE_URL: 'https://www.rafeef.example' })
    const { cookie, headers } = await signInAt(site.url, admin, TEST_ADMIN_TOTP_SECRET)
    expect(cookie).toMatch(/payload-token=[^;]+;.*Secure/i)
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const page = await fetch(`${site.url}/`)
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
