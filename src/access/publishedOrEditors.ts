import type { Access } from 'payload'

import { hasRole, type Role } from './roles'

/** Visitors read published documents only; editors and admins also read drafts. */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(req.user as { roles?: Role[] } | null, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
