import type { Access, FieldAccess } from 'payload'

/**
 * Roles by what they read. Editors manage content and read no personal data; customer service reads
 * service requests, their documents, contact messages and the emails about them; HR reads job
 * applications and CVs; admins read everything, the audit trail and data-rights requests included.
 */
export const roles = ['admin', 'editor', 'hr', 'service'] as const
export type Role = (typeof roles)[number]

/** The roles that read personal data, which always sign in with a second factor. */
export const personalDataRoles: readonly Role[] = ['admin', 'hr', 'service']

type UserWithRoles = { roles?: Role[] | null } | null | undefined

export function hasRole(user: UserWithRoles, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => wanted.includes(role)))
}

export const anyone: Access = () => true
export const admins: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin')
export const editors: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin', 'editor')
/** What customers send (service requests and their documents, contact messages). */
export const customerService: Access = ({ req }) =>
  hasRole(req.user as UserWithRoles, 'admin', 'service')
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req.user as UserWithRoles, 'admin')

/**
 * What visitors send (messages, requests, applications and their files): never made through the
 * CMS, only through the site's own endpoints that validate them; read by the staff who handle them
 * (`staff`), who may change a record (a status, "handled") where `staffMayUpdate` but never delete
 * one, so what a customer sent is not lost by mistake; only admins delete (a data erasure).
 */
export const submissionAccess = (staff: Access, { staffMayUpdate = true } = {}) => ({
  create: () => false,
  read: staff,
  update: staffMayUpdate ? staff : () => false,
  delete: admins,
})
