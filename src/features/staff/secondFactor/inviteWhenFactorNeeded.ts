import type { CollectionAfterChangeHook } from 'payload'

import type { Role } from '@/access/roles'

import { invite } from './invitation'
import { needsSecondFactor } from './requireSecondFactor'

type Stored = {
  id: number
  email?: string | null
  roles?: Role[] | null
  totpSecret?: string | null
}

/**
 * Emails an invitation to set up an authenticator when an account comes to need one without having
 * it: made with a role that reads personal data, or given one. A caller that hands the invitation
 * over itself (the first admin's, printed by the seed) says so with `context.invitationHandedOver`.
 */
export const inviteWhenFactorNeeded: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (req.context.invitationHandedOver) return doc
  // The secret is hidden from the hook's document; the row has it.
  const stored = await req.payload.db.findOne<Stored>({
    collection: 'users',
    where: { id: { equals: doc.id } },
    req,
  })
  if (!stored || stored.totpSecret || !(await needsSecondFactor(req, stored))) return doc
  if (operation === 'update' && (await needsSecondFactor(req, previousDoc as Stored))) return doc
  await invite(req, stored)
  return doc
}
