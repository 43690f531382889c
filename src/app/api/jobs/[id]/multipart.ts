export type MultipartResult =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 413 | 415; reason: 'brokenForm' | 'cvTooLarge' | 'wrongFormType' }

/**
 * Reads a multipart body without trusting Content-Length: a declared size over the limit is refused
 * before anything is read, and the stream is cut off once it passes the limit, so a large or
 * endless body never sits whole in memory.
 */
export async function readMultipart(request: Request, limit: number): Promise<MultipartResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type.trim())) return { ok: false, status: 415, reason: 'wrongFormType' }
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, status: 413, reason: 'cvTooLarge' }

  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false, status: 413, reason: 'cvTooLarge' }
    }
    chunks.push(value)
  }

  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData()
    return { ok: true, form }
  } catch {
    return { ok: false, status: 400, reason: 'brokenForm' }
  }
}
