import { currentCode } from '@/features/staff/secondFactor/totp'
import { adminAr } from '@/i18n/messages/adminAr'
import { adminEn } from '@/i18n/messages/adminEn'

/**
 * The authenticator secret the test servers give their seeded admin (ADMIN_TOTP_SECRET), so that
 * suites sign in with real codes, as a person with the app would.
 */
export const TEST_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

type Step = { step: 'code' } | { step: 'enrol'; enrolment: string; secret: string }
type Refusal = { errors?: { message?: string; data?: { secondFactor?: Step } }[] }

export type SignedIn = { token: string; cookie: string | null; headers: Headers; secret?: string }

const PERIOD_MS = 30_000

/** "This code was just used", in whichever language the request's admin cookie asked for. */
const isUsedCodeRefusal = (message: string) =>
  [adminEn, adminAr].some((words) => words.secondFactor.usedCode === message)

/**
 * Signs a staff account in over HTTP through every step the server asks for: the password, then a
 * code from `secret` (or, at a first sign-in, setting up the authenticator the server offers). A
 * code works once, so when the current one was just used (by an earlier sign-in of the same
 * account) it waits for the next. `post` sends a JSON body to the sign-in address.
 */
export async function signInStaff(
  post: (body: Record<string, string>) => Promise<Response>,
  account: { email: string; password: string; invitation?: string },
  secret?: string,
): Promise<SignedIn> {
  let body: Record<string, string> = Object.fromEntries(
    Object.entries(account).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  let knownSecret = secret
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await post(body)
    if (answer.ok) {
      const { token } = (await answer.json()) as { token: string }
      return {
        token,
        cookie: answer.headers.get('set-cookie'),
        headers: answer.headers,
        secret: knownSecret,
      }
    }
    const refusal = (await answer.json().catch(() => ({}))) as Refusal
    const message = refusal.errors?.[0]?.message ?? ''
    const step = refusal.errors?.[0]?.data?.secondFactor
    if (step?.step === 'enrol') {
      // An account given a secret must not be asked to set one up: its seed did not take.
      if (secret) throw new Error(`${account.email} has no second factor, though one was given`)
      knownSecret = step.secret
      body = { ...account, enrolment: step.enrolment, code: currentCode(step.secret) }
    } else if (step?.step === 'code' && knownSecret) {
      body = { ...account, code: currentCode(knownSecret) }
    } else if (answer.status === 401 && knownSecret && isUsedCodeRefusal(message)) {
      await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 50))
      body = { ...account, code: currentCode(knownSecret) }
    } else {
      throw new Error(`sign-in of ${account.email} failed: ${answer.status} ${message}`)
    }
  }
  throw new Error(`sign-in of ${account.email} did not finish`)
}

/** `signInStaff` against a running server's sign-in address. */
export function signInAt(
  baseUrl: string,
  account: { email: string; password: string; invitation?: string },
  secret?: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  return signInStaff(
    (body) =>
      fetch(`${baseUrl}/cms/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    account,
    secret,
  )
}
