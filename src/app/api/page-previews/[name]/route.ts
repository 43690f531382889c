import { timingSafeEqual } from 'node:crypto'

import { hasRole } from '@/access/roles'
import { queryLocale } from '@/api/language'
import { apiTranslator } from '@/api/messages'
import { ok, problem } from '@/api/responses'
import { payloadSource } from '@/content/sources/payload'
import { settings } from '@/settings.mjs'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { PRIVATE_NO_STORE } from '@/server/cachePolicy.mjs'

function validSecret(given: string | null): boolean {
  const expected = settings.previewSecret
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The latest draft of a page: for a logged-in editor, or with the preview secret. Never cached. */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const allowed =
    hasRole(user, 'admin', 'editor') || validSecret(new URL(request.url).searchParams.get('secret'))
  const t = apiTranslator(queryLocale(request))
  if (!allowed) return problem('unauthorised', t('previewNotAllowed'))
  const page = await payloadSource.pagePreview(name)
  return page
    ? ok(page, { headers: { 'cache-control': PRIVATE_NO_STORE } })
    : problem('not-found', t('pageNotFound', { name }))
}
