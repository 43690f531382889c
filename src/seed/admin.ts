import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import {
  INVITATION_DAYS,
  invitationUrl,
  issueInvitation,
} from '@/features/staff/secondFactor/invitation'
import { sealSecret } from '@/features/staff/secondFactor/secretBox'
import { settings } from '@/settings.mjs'

/**
 * The first admin, created only while there is no user at all. Without ADMIN_PASSWORD a strong
 * random password is generated and printed once: a public-facing app has no default password.
 */
export async function ensureAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = settings.adminEmail
  const password = settings.adminPassword ?? randomBytes(12).toString('base64url')
  const admin = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
    overrideAccess: true,
    // Its invitation is printed below rather than emailed: there may be no mail server yet.
    context: { invitationHandedOver: true },
  })
  // Automated environments sign in with codes from this secret; people set up an app instead.
  if (settings.adminTotpSecret && !/^[A-Z2-7]{16,}=*$/.test(settings.adminTotpSecret))
    throw new Error(
      'ADMIN_TOTP_SECRET must be a base32 secret of at least 16 characters (A-Z, 2-7).',
    )
  if (settings.adminTotpSecret)
    await payload.db.updateOne({
      collection: 'users',
      id: admin.id,
      data: {
        totpSecret: sealSecret(settings.adminTotpSecret),
        totpEnabledAt: new Date().toISOString(),
      },
      returning: false,
    })
  const line = '='.repeat(64)
  console.log(`\n${line}\n  First admin created. Log in at /admin with\n    email:    ${email}`)
  console.log(
    settings.adminPassword
      ? '    password: the value of ADMIN_PASSWORD'
      : `    password: ${password}\n  This password is shown only once; change it after logging in.`,
  )
  // Setting up the authenticator takes the invitation as well as the password.
  if (!settings.adminTotpSecret)
    console.log(
      `  The first sign-in, which sets up an authenticator app, opens only from this link\n` +
        `  (it works once, within ${INVITATION_DAYS} days):\n    ${invitationUrl(payload, await issueInvitation(payload, admin))}`,
    )
  console.log(`${line}\n`)
}
