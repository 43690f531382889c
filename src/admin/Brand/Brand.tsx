import type { ServerProps } from 'payload'

import { adminT } from '@/i18n/messages/adminEn'

/** The brand's palm-frond mark, as on the site. */
function Mark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#0b6a64" />
      <path d="M20 31V14" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M20 15c-3-5-8-6-11-5 3 1 7 3 11 5Zm0 0c3-5 8-6 11-5-3 1-7 3-11 5Z" fill="#c8963e" />
      <path d="M20 20c-4-3-8-3-10-2 3 0 6 1 10 2Zm0 0c4-3 8-3 10-2-3 0-6 1-10 2Z" fill="#fff" />
    </svg>
  )
}

/** The login screen's logo: mark and wordmark in the admin's language. */
export function AdminLogo({ i18n }: Pick<ServerProps, 'i18n'>) {
  const t = adminT(i18n)
  return (
    <span className="admin-brand">
      <Mark size={56} />
      <span className="admin-brand__words">
        <span className="admin-brand__name">{t('admin:brandName')}</span>
        <span className="admin-brand__tagline">{t('admin:brandTagline')}</span>
      </span>
    </span>
  )
}

/** The mark alone, in the admin's navigation (Payload gives it an 18 px box). */
export function AdminIcon() {
  return <Mark size={18} />
}
