import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { settings } from '@/settings.mjs'

/**
 * PAYLOAD_SECRET signs admin sessions. A fixed default would let anyone forge a session on a
 * deployment that forgot to set it, so without the variable we create a random secret once and keep
 * it beside the database file: every process (migrate, seed, build, serve) then agrees on it and
 * sessions survive restarts.
 */
export function payloadSecret(): string {
  return settings.payloadSecret ?? keptSecret('.payload-secret')
}

const kept = new Map<string, string>()

/**
 * A random secret generated once into DATA_DIR's `name` (owner-only), the same for every process
 * on this data folder.
 */
export function keptSecret(name: string): string {
  const dir = path.resolve(/*turbopackIgnore: true*/ settings.dataDir)
  const file = path.join(dir, name)
  // Read once per process: sealing and opening authenticator secrets ask for theirs at each sign-in.
  let secret = kept.get(file)
  if (secret === undefined) {
    secret = readOrCreate(dir, file)
    kept.set(file, secret)
  }
  return secret
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
