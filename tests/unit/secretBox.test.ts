import { afterEach, describe, expect, it } from 'vitest'

import { needsResealing, openSecret, sealSecret } from '@/features/staff/secondFactor/secretBox'

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

const dataDir = process.env.DATA_DIR
const sessionSecret = process.env.PAYLOAD_SECRET

afterEach(() => {
  delete process.env.SECOND_FACTOR_KEY
  delete process.env.SECOND_FACTOR_OLD_KEYS
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = sessionSecret
})

describe('authenticator secrets at rest', () => {
  it('are sealed: the stored value holds not the secret, and opens to it', () => {
    process.env.SECOND_FACTOR_KEY = 'key one'
    const sealed = sealSecret(secret)
    expect(sealed).not.toContain(secret)
    expect(sealSecret(secret)).not.toBe(sealed)
    expect(openSecret(sealed)).toBe(secret)
    expect(needsResealing(sealed)).toBe(false)
  })

  it('refuse a changed value rather than open it to something else', () => {
    process.env.SECOND_FACTOR_KEY = 'key one'
    const sealed = sealSecret(secret)
    const last = sealed.at(-2) === 'A' ? 'B' : 'A'
    expect(() => openSecret(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow()
  })

  it('still open under a key being rotated out, and ask to be sealed again', () => {
    process.env.SECOND_FACTOR_KEY = 'key one'
    const sealed = sealSecret(secret)
    process.env.SECOND_FACTOR_KEY = 'key two'
    expect(() => openSecret(sealed)).toThrow(/SECOND_FACTOR_KEY/)
    process.env.SECOND_FACTOR_OLD_KEYS = 'key one'
    expect(openSecret(sealed)).toBe(secret)
    expect(needsResealing(sealed)).toBe(true)
    expect(needsResealing(sealSecret(secret))).toBe(false)
  })

  it('without SECOND_FACTOR_KEY, open on every instance that shares the session secret', () => {
    process.env.PAYLOAD_SECRET = 'shared session secret'
    process.env.DATA_DIR = '/tmp/release-step'
    const sealed = sealSecret(secret)
    process.env.DATA_DIR = '/tmp/instance'
    expect(openSecret(sealed)).toBe(secret)
    // A rotated session secret: the old one, as SECOND_FACTOR_OLD_KEYS, still opens them.
    process.env.PAYLOAD_SECRET = 'new session secret'
    expect(() => openSecret(sealed)).toThrow(/SECOND_FACTOR_KEY/)
    process.env.SECOND_FACTOR_OLD_KEYS = 'shared session secret'
    expect(openSecret(sealed)).toBe(secret)
  })
})
