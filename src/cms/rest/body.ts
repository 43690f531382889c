import { isStorable, isStorableForm } from '@/utilities/isStorable'
import { readLimited } from '@/utilities/readLimited'

/** What is wrong with a write's body, or null when Payload may read it. */
export type BodyProblem = { status: 400 | 413; message: string } | null

const bodyMethods = new Set(['POST', 'PATCH', 'PUT'])

/** Largest upload the admin sends (a picture or a document with its fields). */
const MAX_FORM_BYTES = 25 * 1024 * 1024
/** Largest other body: a whole page's content as JSON fits many times over. */
const MAX_OTHER_BYTES = 2 * 1024 * 1024

/**
 * Reads a write's body before Payload does, within a limit, because Payload reads any body whole
 * into memory, and answers 500 to a multipart body it cannot parse, to JSON it cannot parse, and
 * (on PostgreSQL) to text with a NUL character. Returns the problem, and a fresh request with the
 * same body for Payload to read.
 */
export async function checkBody(
  request: Request,
): Promise<{ problem: BodyProblem; request: Request }> {
  if (!bodyMethods.has(request.method)) return { problem: null, request }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  const multipart = type === 'multipart/form-data'
  const limit = multipart ? MAX_FORM_BYTES : MAX_OTHER_BYTES
  const bytes = await readLimited(request, limit)
  if (!bytes) {
    const message = `The request body is larger than ${limit / 1024 / 1024} MB.`
    return { problem: { status: 413, message }, request }
  }
  const readable = new Request(request, { body: new Uint8Array(bytes) })
  if (multipart) {
    try {
      if (!isStorableForm(await readable.clone().formData()))
        return { problem: unstorable, request: readable }
    } catch {
      return { problem: { status: 400, message: 'The form data could not be read.' }, request }
    }
    return { problem: null, request: readable }
  }
  if (type !== 'application/json' && !type?.endsWith('+json'))
    return { problem: null, request: readable }
  const text = bytes.toString('utf8')
  if (text.trim() !== '') {
    try {
      if (!isStorable(JSON.parse(text))) return { problem: unstorable, request: readable }
    } catch {
      return { problem: { status: 400, message: 'The request body is not valid JSON.' }, request }
    }
  }
  return { problem: null, request: readable }
}

const unstorable: BodyProblem = {
  status: 400,
  message:
    'The request contains characters that cannot be stored (a NUL character or a broken Unicode sequence).',
}
