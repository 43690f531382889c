import { forget, take, type RateLimitResult } from '@/utilities/rateLimit'

/**
 * Codes tried for one account, from any address: whoever sends them has its password, and may send
 * each from another address. Each attempt is counted before its code is checked, in one atomic step
 * of the limiter (memory, or Redis across instances), so however many arrive at once no more than
 * RATE_LIMIT_CODE_FAILURES are ever checked in a window. Counted only after the password was right,
 * so a stranger cannot use up the owner's attempts.
 *
 * The owner is kept out for at most the window (15 minutes) after the attempts ran out; the email
 * the last one sends tells them someone has their password, and a new password set with a reset
 * link ends the count at once (forgetCodeAttempts), leaving the guesser with nothing.
 */
type Account = { id: number; email?: string | null }

const keyOf = (account: Account) => (account.email ?? `#${account.id}`).trim().toLowerCase()

export type CodeAttempt =
  { checked: true; last: boolean } | { checked: false; retryAfterSeconds: number }

export async function takeCodeAttempt(account: Account): Promise<CodeAttempt> {
  const counted: RateLimitResult = await take('codeFailures', keyOf(account))
  if (counted.limited) return { checked: false, retryAfterSeconds: counted.retryAfterSeconds }
  return { checked: true, last: counted.remaining === 0 }
}

export const forgetCodeAttempts = (account: Account): Promise<void> =>
  forget('codeFailures', keyOf(account))
