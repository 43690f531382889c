import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

import { settings } from '@/settings.mjs'
import { payloadSecret } from '@/utilities/payloadSecret'

/**
 * Authenticator secrets at rest: AES-256-GCM under a key from SECOND_FACTOR_KEY, or, without it,
 * from PAYLOAD_SECRET (neither is in the database or its backups). Whoever copies the database
 * file, or a backup of it, then holds no secret that makes codes. Each value names the key it was
 * sealed with, so a key is rotated by moving its material to SECOND_FACTOR_OLD_KEYS and setting a
 * new one: old values still open, and each is sealed again with the new key at its next sign-in.
 */
const VERSION = 'v1'

type Key = { id: string; bytes: Buffer }

// Keyed by purpose, so the default material (the session secret) never serves as a key itself.
const keyOf = (material: string): Key => {
  const bytes = createHmac('sha256', material).update('authenticator secrets').digest()
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes }
}

const currentKey = (): Key => keyOf(settings.secondFactorKey ?? payloadSecret())

const knownKeys = (): Key[] => [currentKey(), ...settings.secondFactorOldKeys.map(keyOf)]

/** The sealed form of a secret, as stored. */
export function sealSecret(secret: string): string {
  const key = currentKey()
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return [VERSION, key.id, iv.toString('base64url'), sealed.toString('base64url')].join('.')
}

/** Whether a stored value is sealed with an old key (or not sealed at all) and should be sealed again. */
export const needsResealing = (stored: string): boolean =>
  !stored.startsWith(`${VERSION}.${currentKey().id}.`)

/**
 * The secret in a stored value. A value stored before secrets were sealed is read as it is (the
 * migration that seals them runs first; this keeps a restored older backup usable). Throws when
 * the value was sealed with a key the server no longer has.
 */
export function openSecret(stored: string): string {
  const parts = stored.split('.')
  if (parts[0] !== VERSION || parts.length !== 4) return stored
  const [, id, iv, sealed] = parts as [string, string, string, string]
  const key = knownKeys().find((known) => known.id === id)
  if (!key)
    throw new Error(
      'An authenticator secret is sealed with a key this server does not have: set SECOND_FACTOR_KEY (or SECOND_FACTOR_OLD_KEYS) as when it was stored.',
    )
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([
    decipher.update(bytes.subarray(0, bytes.length - 16)),
    decipher.final(),
  ]).toString('utf8')
}
