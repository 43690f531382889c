import type { Access, FieldAccess } from 'payload'

export const roles = ['admin', 'editor', 'hr'] as const
export type Role = (typeof roles)[number]

type UserWithRoles = { roles?: Role[] | null } | null | undefined

export function hasRole(user: UserWithRoles, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => wanted.includes(role)))
}

export const anyone: Access = () => true
export const admins: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin')
export const editors: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin', 'editor')
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req.user as UserWithRoles, 'admin')
