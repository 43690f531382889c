import { readMultipartBody } from '@/app/api/_lib/body'

export type MultipartResult =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 413 | 415; reason: 'brokenForm' | 'badText' | 'cvTooLarge' | 'wrongFormType' }

/**
 * The application's multipart body, read within `limit` bytes (see `readMultipartBody`), with the
 * failures named as the application's messages name them. A multipart type without its boundary is
 * refused as the wrong type before anything is read.
 */
export async function readMultipart(request: Request, limit: number): Promise<MultipartResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type.trim())) return { ok: false, status: 415, reason: 'wrongFormType' }
  const body = await readMultipartBody(request, limit)
  if (body.ok) return { ok: true, form: body.value }
  if (body.reason === 'tooLarge') return { ok: false, status: 413, reason: 'cvTooLarge' }
  return { ok: false, status: 400, reason: body.reason === 'badText' ? 'badText' : 'brokenForm' }
}
