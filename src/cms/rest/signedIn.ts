import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * What the CMS API answers without a session: the files of any collection (Payload's own access
 * rules then decide: images and documents for everyone, CVs and request documents for staff) and
 * the account endpoints the admin's sign-in, sign-out and password-reset screens call. Everything
 * else (lists, documents at any depth, globals, versions, the permission list) is staff work; the
 * public site reads content through the content API (`/api`), which is cached.
 */
const ACCOUNT_ENDPOINTS = new Set([
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'first-register',
  'init',
  'unlock',
  'verify',
])

/** @param slug the lower-case path segments after `/cms/api/` */
export function answersAnyone(method: string, slug: string[]): boolean {
  // A browser's preflight never carries credentials.
  if (method === 'OPTIONS') return true
  if ((method === 'GET' || method === 'HEAD') && slug[1] === 'file' && slug.length >= 3) return true
  return slug[0] === 'users' && ACCOUNT_ENDPOINTS.has(slug[1] ?? '')
}

/** Payload's session cookie or an Authorization header: without either there is no one to look up. */
function carriesCredentials(headers: Headers): boolean {
  return (
    Boolean(headers.get('authorization')) ||
    /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
  )
}

/** Whether the request belongs to a signed-in staff member. A request with no credentials is answered at once. */
export async function isSignedIn(headers: Headers): Promise<boolean> {
  if (!carriesCredentials(headers)) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers })
  return Boolean(user)
}
