import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { recordAudit } from '@/audit/record'
import { refusal } from '@/cms/rest/refusal'
import { inRequestTransaction } from '@/database/inRequestTransaction'

import { tellAccountOwner } from '../collections/Users/securityNotices'
import { invite } from './invitation'
import { newRecoveryCodes } from './totp'
import { NO_STORE_HEADERS } from '@/server/cachePolicy.mjs'

/**
 * An account's row as stored, its second factor's server-only columns included: read straight
 * through the adapter, as the writes here are, with no access rule or hook in between.
 */
const storedAccount = (req: PayloadRequest, id: number | string) =>
  req.payload.db.findOne<{
    id: number
    email: string
    language?: string | null
    totpSecret?: string | null
    recoveryCodes?: unknown
  }>({ collection: 'users', where: { id: { equals: id } }, req })

/** One's own new recovery codes (after setting up the app, or when the old ones ran low). */
const renewRecoveryCodes: PayloadHandler = async (req) => {
  const user = req.user
  if (!user || user.collection !== 'users') return refusal(401, 'Sign in first.')
  return inRequestTransaction(req, async () => {
    const stored = await storedAccount(req, user.id)
    if (!stored?.totpSecret)
      return refusal(409, 'Set up an authenticator app first: it is asked for at sign-in.')
    const { codes, hashes } = newRecoveryCodes()
    await req.payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { recoveryCodes: hashes },
      req,
      returning: false,
    })
    await recordAudit(req, {
      action: 'recovery-codes-renewed',
      collection: 'users',
      document: user.id,
    })
    // Right after setting up the app there were none to replace: the set-up's notice says enough.
    if (Array.isArray(stored.recoveryCodes) && stored.recoveryCodes.length > 0)
      await tellAccountOwner(req, stored, 'recovery-codes-renewed')
    return Response.json({ codes }, { headers: NO_STORE_HEADERS })
  })
}

/**
 * An admin clears another account's second factor (a lost phone with no recovery code left): the
 * account's sessions end, and its owner sets up a new app through the invitation emailed to the
 * account. The same sends a new invitation to an account that never set one up.
 */
const resetSecondFactor: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin')) return refusal(403, 'Only administrators reset a second factor.')
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return refusal(404, 'Not Found')
  if (id === req.user?.id)
    return refusal(
      409,
      'Another administrator resets your second factor; you can renew your recovery codes.',
    )
  return inRequestTransaction(req, async () => {
    const stored = await storedAccount(req, id)
    if (!stored) return refusal(404, 'Not Found')
    // Two writes: the adapter cannot update a row's own columns and its sessions' table in one.
    await req.payload.db.updateOne({
      collection: 'users',
      id,
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: [] },
      req,
      returning: false,
    })
    await req.payload.db.updateOne({
      collection: 'users',
      id,
      data: { sessions: [] },
      req,
      returning: false,
    })
    // The codes the old app gave: kept so that none works twice, they would refuse the new app's
    // first code when it falls in the same 30-second step as the old one's last.
    await req.payload.db.deleteMany({
      collection: 'used-codes',
      where: { user: { equals: id } },
      req,
    })
    await recordAudit(req, { action: 'second-factor-reset', collection: 'users', document: id })
    if (stored.totpSecret) await tellAccountOwner(req, stored, 'second-factor-reset')
    // The new app is set up through the emailed invitation, never with the password alone.
    await invite(req, stored)
    return Response.json({ reset: true }, { headers: NO_STORE_HEADERS })
  })
}

export const secondFactorEndpoints: Endpoint[] = [
  { path: '/second-factor/recovery-codes', method: 'post', handler: renewRecoveryCodes },
  { path: '/:id/second-factor/reset', method: 'post', handler: resetSecondFactor },
]
