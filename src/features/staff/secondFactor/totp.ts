import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

import { brand } from '@/brand'

/**
 * Time-based one-time passwords (RFC 6238: SHA-1, six digits, 30-second steps, what every
 * authenticator app reads) and recovery codes, through `otpauth`. The rest of the second factor
 * (who needs it, sign-in, enrolment) is in requireSecondFactor.ts.
 */

const PERIOD_SECONDS = 30
/** A code from the step before or after is taken too: phones' clocks drift. */
const WINDOW = 1

export const RECOVERY_CODE_COUNT = 10

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: brand.en.fullName,
    label: account,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
  })

/** A new secret, base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string): string =>
  totpOf(secret, account).toString()

/** The current code for a secret (tests and the seeded admin's automated sign-ins use it). */
export const currentCode = (secret: string, at = Date.now()): string =>
  totpOf(secret).generate({ timestamp: at })

/**
 * The time step a code belongs to, or null when it is not the code of this step or the steps
 * beside it. The caller refuses a step it has seen before (a code works once).
 */
export function codeStep(secret: string, code: string, at = Date.now()): number | null {
  const digits = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(digits)) return null
  const delta = totpOf(secret).validate({ token: digits, timestamp: at, window: WINDOW })
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_SECONDS) + delta
}

// Recovery codes: ten of them, each 10 characters from an alphabet without look-alikes (50 bits),
// shown once and stored as SHA-256 hashes (they are random, so a slow hash adds nothing).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function recoveryCode(): string {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode)
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

/** Whether a typed text looks like a recovery code rather than a six-digit one. */
export const isRecoveryCode = (code: string): boolean =>
  normalizeRecoveryCode(code).length === 10 && !/^\d+$/.test(normalizeRecoveryCode(code))

// An enrolment in progress: the secret offered to an account, signed so that the sign-in that
// completes it cannot swap in another one, and valid for ten minutes.
const ENROLMENT_MINUTES = 10

export function enrolmentToken(userId: number, secret: string, key: string, now = Date.now()) {
  const body = `${userId}.${secret}.${now + ENROLMENT_MINUTES * 60_000}`
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

/** The secret an enrolment token offered this account, or null when it is forged or stale. */
export function enrolmentSecret(
  token: string,
  userId: number,
  key: string,
  now = Date.now(),
): string | null {
  const parts = token.split('.')
  if (parts.length !== 4) return null
  const [id, secret, expires, signature] = parts as [string, string, string, string]
  const body = `${id}.${secret}.${expires}`
  const expected = createHmac('sha256', key).update(body).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(id) !== userId || Number(expires) < now) return null
  return secret
}
