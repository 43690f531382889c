import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { getSafeRedirect } from 'payload/shared'

import { AdminLogo } from '@/admin/Brand/Brand'
import { SignInForm } from './SignInForm'

/**
 * The admin's sign-in screen, in place of Payload's: the same email and password, then the second
 * factor when the account needs one (src/collections/Users/secondFactor): a code from the
 * authenticator app or a recovery code, or, the first time, setting the app up.
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const next = getSafeRedirect({
    fallbackTo: admin,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(next)
  // From the emailed link that lets an account set up its authenticator app.
  const invitation = typeof searchParams?.invitation === 'string' ? searchParams.invitation : ''
  return (
    <>
      <div className="login__brand">
        <AdminLogo i18n={req.i18n} />
      </div>
      <SignInForm next={next} invitation={invitation} />
    </>
  )
}
