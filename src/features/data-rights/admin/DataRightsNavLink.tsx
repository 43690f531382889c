import Link from 'next/link'
import type { ServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { adminT } from '@/i18n/messages/adminEn'

/** The navigation's way to the personal data requests screen, for admins. */
export function DataRightsNavLink({ payload, i18n, user }: ServerProps) {
  if (!hasRole(user, 'admin')) return null
  return (
    <Link
      className="nav__link"
      href={`${payload.config.routes.admin}/data-rights`}
      prefetch={false}
    >
      <span className="nav__link-label">{adminT(i18n)('admin:dataRights')}</span>
    </Link>
  )
}
