import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { signInAt, TEST_ADMIN_TOTP_SECRET } from '../helpers/staffSignIn'

import { admin, onPostgres, type Site } from './site'

type Doc = { id: number; reference?: string; filename?: string; documents?: number[]; cv?: number }

/** Everything the site stores for submissions, read as an admin through Payload's REST API. */
export type Inventory = {
  contactIds: Set<string>
  requestReferences: Set<string>
  applicationReferences: Set<string>
  /** Upload rows no request or application refers to. */
  unclaimedUploads: number
  /** Files on disk no upload row names, and upload rows whose file is missing. */
  orphanFiles: string[]
  missingFiles: string[]
  storedFiles: number
}

const tokens = new WeakMap<Site, { token: Promise<string>; at: number }>()
/** Renewed well before the 30-minute idle timeout of a session nobody uses. */
const REUSE_MS = 15 * 60_000

/**
 * The seeded admin's session on a site, signed in with password and authenticator code. One per
 * site for a while (a code works once, so a second sign-in within the same half minute waits for
 * the next); `fresh` signs in again.
 */
export function adminToken(site: Site, { fresh = false } = {}): Promise<string> {
  const known = tokens.get(site)
  if (known && !fresh && Date.now() - known.at < REUSE_MS) return known.token
  const token = signInAt(site.url, admin, TEST_ADMIN_TOTP_SECRET).then((signedIn) => signedIn.token)
  // A failed sign-in is not kept: the next call tries again.
  token.catch(() => tokens.delete(site))
  tokens.set(site, { token, at: Date.now() })
  return token
}

async function all(site: Site, token: string, collection: string): Promise<Doc[]> {
  const answer = await fetch(`${site.url}/cms/api/${collection}?pagination=false&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  if (!answer.ok) throw new Error(`reading ${collection} failed: ${answer.status}`)
  return ((await answer.json()) as { docs: Doc[] }).docs
}

const uploadDirs = {
  'request-documents': ['private', 'request-documents'],
  'job-application-cvs': ['job-application-cvs'],
} as const

export async function inventory(site: Site): Promise<Inventory> {
  const token = await adminToken(site)
  const [contacts, requests, applications, documents, cvs] = await Promise.all(
    [
      'contact-messages',
      'service-requests',
      'job-applications',
      'request-documents',
      'job-application-cvs',
    ].map((collection) => all(site, token, collection)),
  )
  const claimed = new Set(
    [...requests!.flatMap((r) => r.documents ?? []), ...applications!.map((a) => a.cv)].map(String),
  )
  const uploads = { 'request-documents': documents!, 'job-application-cvs': cvs! }
  const orphanFiles: string[] = []
  const missingFiles: string[] = []
  let storedFiles = 0
  for (const [collection, rows] of Object.entries(uploads) as [keyof typeof uploadDirs, Doc[]][]) {
    const dir = path.join(site.dataDir, ...uploadDirs[collection])
    const onDisk = existsSync(dir) ? readdirSync(dir) : []
    storedFiles += onDisk.length
    const named = new Set(rows.map((row) => row.filename))
    orphanFiles.push(
      ...onDisk.filter((file) => !named.has(file)).map((file) => `${collection}/${file}`),
    )
    missingFiles.push(
      ...rows
        .filter((row) => !onDisk.includes(row.filename ?? ''))
        .map((row) => `${collection}/${row.filename}`),
    )
  }
  return {
    contactIds: new Set(contacts!.map((c) => String(c.id))),
    requestReferences: new Set(requests!.map((r) => r.reference ?? '')),
    applicationReferences: new Set(applications!.map((a) => a.reference ?? '')),
    unclaimedUploads: [...documents!, ...cvs!].filter((upload) => !claimed.has(String(upload.id)))
      .length,
    orphanFiles,
    missingFiles,
    storedFiles,
  }
}

/**
 * SQLite's own check of every page and index of the file; PostgreSQL has no such check here. The
 * server may still be writing (its email runner sends what the load queued), so the check waits
 * its turn for the file as the server's own connections do, instead of failing on a busy one.
 */
export async function integrityCheck(site: Site): Promise<string> {
  if (onPostgres) return 'n/a (PostgreSQL)'
  const client = createClient({ url: site.databaseUrl })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    const result = await client.execute('PRAGMA integrity_check')
    return result.rows.map((row) => String(row[0])).join(', ')
  } finally {
    client.close()
  }
}
