/** Largest JSON body accepted: the longest form (2,000-character texts in Arabic) fits several times. */
export const MAX_BODY_BYTES = 32 * 1024

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 413 | 415 | 400; reason: 'tooLarge' | 'wrongMediaType' | 'brokenJson' }

/**
 * Reads a JSON body without trusting Content-Length: the stream is cut off once it passes the
 * limit, so a large or endless body never sits whole in memory.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) return { ok: false, status: 415, reason: 'wrongMediaType' }
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, status: 413, reason: 'tooLarge' }

  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false, status: 413, reason: 'tooLarge' }
    }
    chunks.push(value)
  }

  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, reason: 'brokenJson' }
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
