import { isStorable, isStorableForm } from '@/utilities/isStorable'

/** What is wrong with a write's body, or null when Payload may read it. */
export type BodyProblem = { status: 400; message: string } | null

const bodyMethods = new Set(['POST', 'PATCH', 'PUT'])

/**
 * Reads a write's body before Payload does, because Payload answers 500 to a multipart body it
 * cannot parse, to JSON it cannot parse, and (on PostgreSQL) to text with a NUL character. Returns
 * the problem, and a fresh request with the same body for Payload to read.
 */
export async function checkBody(
  request: Request,
): Promise<{ problem: BodyProblem; request: Request }> {
  if (!bodyMethods.has(request.method)) return { problem: null, request }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'multipart/form-data') {
    try {
      if (!isStorableForm(await request.clone().formData())) return { problem: unstorable, request }
    } catch {
      return { problem: { status: 400, message: 'The form data could not be read.' }, request }
    }
    return { problem: null, request }
  }
  if (type !== 'application/json' && !type?.endsWith('+json')) return { problem: null, request }
  const text = await request.text()
  if (text.trim() !== '') {
    try {
      if (!isStorable(JSON.parse(text))) return { problem: unstorable, request }
    } catch {
      return { problem: { status: 400, message: 'The request body is not valid JSON.' }, request }
    }
  }
  return { problem: null, request: new Request(request, { body: text }) }
}

const unstorable: BodyProblem = {
  status: 400,
  message:
    'The request contains characters that cannot be stored (a NUL character or a broken Unicode sequence).',
}
