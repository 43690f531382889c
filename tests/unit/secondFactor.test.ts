import { describe, expect, it } from 'vitest'

import {
  codeStep,
  currentCode,
  enrolmentSecret,
  enrolmentToken,
  hashRecoveryCode,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from '@/features/staff/secondFactor/totp'

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('authenticator codes (RFC 6238)', () => {
  it('gives the RFC’s test values, in six digits', () => {
    // RFC 6238 B: at 59 s the 8-digit code is 94287082; apps show its last six digits.
    expect(currentCode(RFC_SECRET, 59_000)).toBe('287082')
    expect(currentCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
  })

  it('takes the code of this step and the ones beside it, and says which step it was', () => {
    const secret = newTotpSecret()
    const now = 1_800_000_000_000
    const step = Math.floor(now / 30_000)
    expect(codeStep(secret, currentCode(secret, now), now)).toBe(step)
    expect(codeStep(secret, currentCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(codeStep(secret, currentCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(codeStep(secret, currentCode(secret, now - 90_000), now)).toBeNull()
    expect(
      codeStep(
        secret,
        `${currentCode(secret, now).slice(0, 3)} ${currentCode(secret, now).slice(3)}`,
        now,
      ),
    ).toBe(step)
    expect(codeStep(secret, 'abcdef', now)).toBeNull()
    expect(otpauthUri(secret, 'hr@example.com')).toMatch(/^otpauth:\/\/totp\/.*secret=/)
  })
})

describe('recovery codes', () => {
  it('makes ten different codes, matched however they are typed', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    expect(codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true)
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' '))).toBe(hashes[0])
    expect(isRecoveryCode(codes[0]!)).toBe(true)
    expect(isRecoveryCode('123456')).toBe(false)
  })
})

describe('an enrolment offer', () => {
  it('gives back its secret to the same account within ten minutes, and never a forged one', () => {
    const key = 'server-secret'
    const token = enrolmentToken(7, 'JBSWY3DPEHPK3PXP', key, 0)
    expect(enrolmentSecret(token, 7, key, 60_000)).toBe('JBSWY3DPEHPK3PXP')
    expect(enrolmentSecret(token, 8, key, 60_000)).toBeNull()
    expect(enrolmentSecret(token, 7, key, 11 * 60_000)).toBeNull()
    expect(enrolmentSecret(token, 7, 'another-key', 60_000)).toBeNull()
    expect(
      enrolmentSecret(token.replace('JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXQ'), 7, key, 60_000),
    ).toBeNull()
    expect(enrolmentSecret('', 7, key)).toBeNull()
  })
})
