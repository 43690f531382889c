import { isStorable, isStorableForm } from '@/utilities/isStorable'
import { isJson, mediaTypeOf } from '@/utilities/mediaType.mjs'
import { readLimited } from '@/utilities/readLimited'

import type { ProblemKind } from './responses'

/** Largest JSON body accepted: the longest form (2,000-character texts in Arabic) fits several times. */
export const MAX_BODY_BYTES = 32 * 1024

/** Why a body was refused: `reason` names the message (`forms.api.<reason>`), `kind` the status. */
export type BodyRefusal =
  | { kind: Extract<ProblemKind, 'too-large'>; reason: 'tooLarge' }
  | { kind: Extract<ProblemKind, 'unsupported-type'>; reason: 'wrongMediaType' }
  | { kind: Extract<ProblemKind, 'unreadable'>; reason: 'brokenJson' | 'brokenForm' | 'badText' }

export type BodyResult<T = unknown> = { ok: true; value: T } | ({ ok: false } & BodyRefusal)

export function isMultipart(request: Request): boolean {
  return mediaTypeOf(request.headers.get('content-type')) === 'multipart/form-data'
}

export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (!isJson(request.headers.get('content-type')))
    return { ok: false, kind: 'unsupported-type', reason: 'wrongMediaType' }
  const bytes = await readLimited(request, limit)
  if (!bytes) return { ok: false, kind: 'too-large', reason: 'tooLarge' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    const value = JSON.parse(text) as unknown
    return isStorable(value)
      ? { ok: true, value }
      : { ok: false, kind: 'unreadable', reason: 'badText' }
  } catch {
    return { ok: false, kind: 'unreadable', reason: 'brokenJson' }
  }
}

/** A multipart form with its files, read within `limit` bytes in all. */
export async function readMultipartBody(
  request: Request,
  limit: number,
): Promise<BodyResult<FormData>> {
  if (!isMultipart(request))
    return { ok: false, kind: 'unsupported-type', reason: 'wrongMediaType' }
  const bytes = await readLimited(request, limit)
  if (!bytes) return { ok: false, kind: 'too-large', reason: 'tooLarge' }
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' }
    const form = await new Response(new Uint8Array(bytes), { headers }).formData()
    return isStorableForm(form)
      ? { ok: true, value: form }
      : { ok: false, kind: 'unreadable', reason: 'badText' }
  } catch {
    return { ok: false, kind: 'unreadable', reason: 'brokenForm' }
  }
}
