import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { settings } from '@/settings.mjs'

/**
 * PAYLOAD_SECRET signs admin sessions. A fixed default would let anyone forge a session on a
 * deployment that forgot to set it, so without the variable we create a random secret once and keep
 * it beside the database file: every process (migrate, seed, build, serve) then agrees on it and
 * sessions survive restarts. It is also the default material of the keys that seal authenticator
 * secrets and key the audit trail's subjects: every instance already has to share it, so a release
 * step and its instances, each with a data folder of its own, agree on those keys too.
 */
export function payloadSecret(): string {
  return settings.payloadSecret ?? keptPayloadSecret()
}

let kept: { file: string; secret: string } | undefined

// Read once per process: sealing and opening authenticator secrets ask for it at each sign-in.
function keptPayloadSecret(): string {
  const dir = path.resolve(/*turbopackIgnore: true*/ settings.dataDir)
  const file = path.join(dir, '.payload-secret')
  if (kept?.file !== file) kept = { file, secret: readOrCreate(dir, file) }
  return kept.secret
}

function readOrCreate(dir: string, file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  // 'wx' fails if another process wrote it first; then theirs wins.
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    return secret
  } catch {
    return readFileSync(file, 'utf8').trim()
  }
}
