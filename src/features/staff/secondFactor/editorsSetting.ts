import type { GlobalAfterChangeHook } from 'payload'

import { personalDataRoles, type Role } from '@/access/roles'

import { invite } from './invitation'

type Editor = { id: number; email: string; language?: unknown; roles?: Role[] | null }

/**
 * Site settings' "Editors sign in with a second factor too", switched on: editors without an
 * authenticator are signed out at once (their sessions were opened with a password alone) and each
 * is emailed an invitation to set one up, which their next sign-in needs.
 */
export const applyEditorsSecondFactor: GlobalAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!doc.secondFactorForEditors || previousDoc?.secondFactorForEditors) return doc
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ roles: { contains: 'editor' } }, { totpEnabledAt: { exists: false } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const editor of docs as Editor[]) {
    // The other roles need the factor anyway, and have their own invitation.
    if (editor.roles?.some((role) => personalDataRoles.includes(role))) continue
    await req.payload.db.updateOne({
      collection: 'users',
      id: editor.id,
      data: { sessions: [] },
      req,
      returning: false,
    })
    await invite(req, editor)
  }
  return doc
}
