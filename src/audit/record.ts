import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/utilities/clientAddress'

import type { AuditAction } from './actions'

export type AuditEntry = {
  action: AuditAction
  collection?: string
  document?: string | number
  /** Names of the fields changed, never their values. */
  fields?: string[]
  detail?: string
  /** Keyed hashes of the person a data-rights request was about (src/privacy/subject.ts). */
  subject?: string
  /** Who acted, when the request is not yet signed in (a sign-in); otherwise its user. */
  actor?: { id: number; email: string }
}

type Actor = { id: number | string; email?: string | null } | null

function entryData(entry: AuditEntry, actor: Actor, account: string | null, address: string) {
  const now = new Date().toISOString()
  return {
    createdAt: now,
    updatedAt: now,
    action: entry.action,
    user: actor ? Number(actor.id) : null,
    account,
    collection: entry.collection ?? null,
    document: entry.document === undefined ? null : String(entry.document),
    fields: entry.fields?.length ? entry.fields.join(', ') : null,
    detail: entry.detail ?? null,
    subject: entry.subject ?? null,
    address,
  }
}

/**
 * Writes one audit entry in the request's transaction: if the entry cannot be written, the change
 * it records is rolled back with it. Straight through the database adapter: the server writes
 * every field of an entry itself and the collection has no hooks, so Payload's create would only
 * validate what the server wrote and read the row back. Each list of personal data writes one
 * (`npm run bench:read-audit` times what that costs a list of 100).
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const actor: Actor = entry.actor ?? (req.user?.collection === 'users' ? req.user : null)
  await req.payload.db.create({
    collection: 'audit-log',
    data: entryData(entry, actor, actor?.email ?? null, clientAddress(req)),
    req,
    returning: false,
  })
}

/**
 * A sign-in refused (wrong password, unknown account, or a wrong second-factor code after the right
 * password): the account it named and the address it came from. Nothing was changed, so there is
 * no transaction to join.
 */
export async function recordFailedSignIn(
  payload: Payload,
  request: Request,
  account: string,
  action: 'sign-in-failed' | 'second-factor-failed' = 'sign-in-failed',
): Promise<void> {
  await payload.db.create({
    collection: 'audit-log',
    data: entryData({ action, collection: 'users' }, null, account || null, clientAddress(request)),
    returning: false,
  })
}
