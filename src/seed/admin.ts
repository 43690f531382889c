import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * The first admin, created only while there is no user at all. Without ADMIN_PASSWORD a strong
 * random password is generated and printed once: a public-facing app has no default password.
 */
export async function ensureAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = process.env.ADMIN_EMAIL || 'admin@example.com'
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
    overrideAccess: true,
  })
  const line = '='.repeat(64)
  console.log(`\n${line}\n  First admin created. Log in at /admin with\n    email:    ${email}`)
  console.log(
    process.env.ADMIN_PASSWORD
      ? '    password: the value of ADMIN_PASSWORD'
      : `    password: ${password}\n  This password is shown only once; change it after logging in.`,
  )
  console.log(`${line}\n`)
}
