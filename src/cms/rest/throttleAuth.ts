import { recordFailedSignIn } from '@/audit/record'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { clientKeyOf } from '@/utilities/clientAddress'
import { mediaTypeOf } from '@/utilities/mediaType.mjs'
import { forget, take, type RateLimitResult } from '@/utilities/rateLimit'

import { refusal } from './refusal'

/**
 * How long a failed sign-in or any reset request takes at least. Payload answers an unknown email
 * at once but checks a known one's password first (and writes a reset token and sends mail for a
 * known one); answering both no sooner than this keeps the time from telling which accounts exist.
 */
const FAILED_LOGIN_FLOOR_MS = 600
const PASSWORD_RESET_FLOOR_MS = 1_000

/** The account a sign-in or reset request names: JSON, or the admin's multipart `_payload`. */
async function accountOf(request: Request): Promise<string> {
  const type = mediaTypeOf(request.headers.get('content-type'))
  let data: unknown = null
  try {
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      const form = await request.clone().formData()
      const payload = form.get('_payload')
      data = typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form)
    } else {
      data = await request.clone().json()
    }
  } catch {
    // Payload answers an unreadable body itself; count it under no account.
  }
  const email = data && typeof data === 'object' && 'email' in data ? data.email : ''
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * A refused sign-in goes in the audit trail, with the account it named when there is one: what
 * was typed otherwise (a password in the wrong box, a megabyte of text) is not kept. One that
 * cannot be recorded is still refused.
 */
/** Whether a refused sign-in had the right password and a wrong code (src/collections/Users/secondFactor). */
async function refusedCode(answer: Response): Promise<boolean> {
  const refused = (await answer
    .clone()
    .json()
    .catch(() => null)) as { errors?: { name?: string }[] } | null
  return refused?.errors?.[0]?.name === 'SecondFactorError'
}

async function recordFailure(request: Request, account: string, wrongCode: boolean): Promise<void> {
  const payload = await getPayloadClient()
  try {
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: account } },
      overrideAccess: true,
    })
    const action = wrongCode ? 'second-factor-failed' : 'sign-in-failed'
    await recordFailedSignIn(payload, request, totalDocs > 0 ? account : '', action)
  } catch (err) {
    payload.logger.error({ err, msg: 'A failed sign-in could not be recorded' })
  }
}

function tooMany(limit: Extract<RateLimitResult, { limited: true }>, message: string): Response {
  return refusal(429, message, { 'retry-after': String(limit.retryAfterSeconds) })
}

async function atLeast<T>(startedAt: number, floorMs: number, value: T): Promise<T> {
  const left = startedAt + floorMs - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  return value
}

/**
 * Sign-in and password-reset requests to Payload's REST API, throttled. Failed sign-ins count per
 * address and account, so a guesser locks out only their own address and never the account's
 * owner (Payload's own lockout, which locks the account for everyone, is off). Every address also
 * has a cap on sign-in and reset requests, and each email address on the resets it may be sent,
 * counted whether or not the account exists so the limit tells nothing either.
 */
export async function throttleAuth(
  request: Request,
  slug: string[],
  handle: () => Promise<Response>,
): Promise<Response> {
  if (request.method !== 'POST' || slug.length !== 2 || slug[0] !== 'users') return handle()
  const action = slug[1]
  if (action !== 'login' && action !== 'forgot-password') return handle()
  const startedAt = Date.now()
  // Counted under the client's key: an IPv6 client's /64, which it may move about in at will.
  const client = clientKeyOf(request)
  const account = await accountOf(request)

  if (action === 'login') {
    const perAddress = await take('login', client)
    if (perAddress.limited)
      return tooMany(perAddress, 'Too many sign-in attempts from this address. Try again later.')
    // Each attempt counts as a failure until it succeeds, so guesses sent all at once are capped
    // as surely as guesses sent one after another.
    const failuresKey = `${client} ${account}`
    const failures = await take('loginFailures', failuresKey)
    if (failures.limited)
      return atLeast(
        startedAt,
        FAILED_LOGIN_FLOOR_MS,
        tooMany(failures, 'Too many failed sign-ins. Try again later.'),
      )
    // Wrong codes are counted per account by the sign-in itself, before each code is checked
    // (src/collections/Users/secondFactor/codeAttempts.ts).
    const answer = await handle()
    if (!answer.ok) {
      if (answer.status === 401) await recordFailure(request, account, await refusedCode(answer))
      return atLeast(startedAt, FAILED_LOGIN_FLOOR_MS, answer)
    }
    await forget('loginFailures', failuresKey)
    return answer
  }

  const perAddress = await take('passwordReset', client)
  if (perAddress.limited)
    return tooMany(
      perAddress,
      'Too many password reset requests from this address. Try again later.',
    )
  const perAccount = await take('resetsPerAccount', account)
  if (perAccount.limited)
    return atLeast(
      startedAt,
      PASSWORD_RESET_FLOOR_MS,
      tooMany(perAccount, 'Too many password reset requests for this account. Try again later.'),
    )
  return atLeast(startedAt, PASSWORD_RESET_FLOOR_MS, await handle())
}
