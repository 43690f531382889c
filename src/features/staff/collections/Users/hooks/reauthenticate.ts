import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { checkCodeAsAttempt } from '../../../secondFactor/requireSecondFactor'
import { openSecret } from '../../../secondFactor/secretBox'

/**
 * A password or an email address changed through the admin or the API asks for the current
 * password of whoever changes it, and a code from their app when they have a second factor (OWASP
 * ASVS 2.1.6): a stolen session alone cannot take an account over, nor lock its owner out. The
 * server's own code (the Local API: seed, tasks) and reset links, which prove the mailbox, are not
 * asked. The two fields are virtual and never stored (src/collections/Users/index.ts).
 */
const pbkdf2Async = promisify(pbkdf2)

type Stored = {
  id: number
  email?: string | null
  hash?: string | null
  salt?: string | null
  totpSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: unknown
}

// Payload's stored form (auth/strategies/local/generatePasswordSaltHash): PBKDF2-SHA256, with a
// prefix since 3.8x, 25,000 iterations and 512 bytes before. Checked by the tests that change a
// password with the current one, so a new form in an upgrade fails them rather than locking staff out.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

async function isPassword(stored: Stored, password: string): Promise<boolean> {
  if (!stored.hash || !stored.salt || !password) return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(
    current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash,
    'hex',
  )
  const given = await pbkdf2Async(
    password,
    stored.salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const words = {
  en: {
    password: 'Enter your current password to change a password or an email address.',
    code: 'Enter a code from your authenticator app to change a password or an email address.',
  },
  ar: {
    password: 'أدخل كلمة مرورك الحالية لتغيير كلمة مرور أو بريد إلكتروني.',
    code: 'أدخل رمزًا من تطبيق المصادقة لتغيير كلمة مرور أو بريد إلكتروني.',
  },
}

function refusal(req: PayloadRequest, what: 'password' | 'code'): Error {
  const error = new APIError(
    words[req.i18n?.language === 'ar' ? 'ar' : 'en'][what],
    403,
    undefined,
    true,
  )
  // Named by hand: the production build shortens class names, and Payload words its answer by it.
  error.name = 'ReauthenticationError'
  return error
}

export const requireCurrentPassword: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || !req.user) return args
  // One's own account, or a bulk change that may include it; an admin changing another account
  // is recorded, and its owner told (securityNotices.ts).
  const id = (args as { id?: number | string }).id
  const own = id === undefined || String(id) === String(req.user.id)
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const { currentPassword, currentCode, ...rest } = data
  ;(args as { data?: Record<string, unknown> }).data = rest
  const setsPassword = typeof rest.password === 'string' && rest.password !== ''
  const setsEmail =
    typeof rest.email === 'string' && rest.email.trim().toLowerCase() !== req.user.email
  if (!own || (!setsPassword && !setsEmail)) return args
  const stored = await req.payload.db.findOne<Stored>({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  if (
    !stored ||
    !(await isPassword(stored, typeof currentPassword === 'string' ? currentPassword : ''))
  )
    throw refusal(req, 'password')
  if (stored.totpSecret) {
    const code = typeof currentCode === 'string' ? currentCode.trim() : ''
    if (!code) throw refusal(req, 'code')
    await checkCodeAsAttempt(req, stored, openSecret(stored.totpSecret), code).catch(
      (error: unknown) => {
        // A wrong code refuses the change (403), not the session (401, which signs the admin out).
        // By its status, not `instanceof`: the production build's chunks each have their own class.
        const refused = error as { status?: number }
        if (refused.status === 401) refused.status = 403
        throw error
      },
    )
  }
  return args
}
