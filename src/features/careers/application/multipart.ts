import { readMultipartBody } from '@/api/body'
import type { ProblemKind } from '@/api/responses'
import { isMultipartForm } from '@/utilities/mediaType.mjs'

export type MultipartResult =
  | { ok: true; form: FormData }
  | {
      ok: false
      kind: ProblemKind
      reason: 'brokenForm' | 'badText' | 'cvTooLarge' | 'wrongFormType'
    }

/**
 * The application's multipart body, read within `limit` bytes (see `readMultipartBody`), with the
 * failures named as the application's messages name them. A multipart type without its boundary is
 * refused as the wrong type before anything is read.
 */
export async function readMultipart(request: Request, limit: number): Promise<MultipartResult> {
  if (!isMultipartForm(request.headers.get('content-type')))
    return { ok: false, kind: 'unsupported-type', reason: 'wrongFormType' }
  const body = await readMultipartBody(request, limit)
  if (body.ok) return { ok: true, form: body.value }
  if (body.reason === 'tooLarge') return { ok: false, kind: body.kind, reason: 'cvTooLarge' }
  if (body.reason === 'wrongMediaType')
    return { ok: false, kind: body.kind, reason: 'wrongFormType' }
  return {
    ok: false,
    kind: body.kind,
    reason: body.reason === 'badText' ? 'badText' : 'brokenForm',
  }
}
