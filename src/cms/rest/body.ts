import config from '@payload-config'
import { getPayload } from 'payload'

import { isPlainObject, isStorable, isStorableForm } from '@/utilities/isStorable'
import { readLimited } from '@/utilities/readLimited'

/** What is wrong with a write's body, or null when Payload may read it. */
export type BodyProblem = { status: 400 | 413 | 415; message: string } | null

const bodyMethods = new Set(['POST', 'PATCH', 'PUT'])

/** Largest upload the admin sends (a picture or a document with its fields). */
const MAX_FORM_BYTES = 25 * 1024 * 1024
/** Largest other body: a whole page's content as JSON fits many times over. */
const MAX_OTHER_BYTES = 2 * 1024 * 1024

const problem = (status: 400 | 413 | 415, message: string) => ({ status, message })

/**
 * The body's media type as Payload reads it (`addDataAndFileToRequest`): the header up to its
 * first `;`, as sent. Payload then reads exactly `application/json` as JSON and anything that
 * contains `multipart/` as a form, and ignores any other body; `tests/unit/upstream.test.ts`
 * fails if that changes. A parsed type (mediaType.mjs) would pass `Application/JSON` here, whose
 * body Payload then ignores.
 */
const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0] ?? ''

/** Whether Payload reads the body as a multipart form. */
const isMultipart = (type: string) => type.includes('multipart/')

/**
 * Reads a write's body before Payload does, within a limit, because Payload reads any body whole
 * into memory, and answers 500 to what it cannot read: a multipart body or a `_payload` field it
 * cannot parse, JSON that is not an object, a type it does not read (it takes exactly
 * `application/json` and multipart forms), and (on PostgreSQL) text with a NUL character. Since
 * payloadcms/payload#15706 it answers JSON it cannot parse with a 400 of its own; this check says
 * what is wrong in the same words as the others. Returns
 * the problem, and a fresh request with the same body for Payload to read. `queryInBody` allows a
 * url-encoded body, which carries the query of a POST that Payload answers as a GET.
 */
export async function checkBody(
  request: Request,
  queryInBody: boolean,
): Promise<{ problem: BodyProblem; request: Request }> {
  if (!bodyMethods.has(request.method)) return { problem: null, request }
  const type = mediaType(request)
  const multipart = isMultipart(type)
  const limit = multipart ? MAX_FORM_BYTES : MAX_OTHER_BYTES
  const bytes = await readLimited(request, limit)
  if (!bytes) {
    const message = `The request body is larger than ${limit / 1024 / 1024} MB.`
    return { problem: problem(413, message), request }
  }
  const readable = new Request(request, { body: new Uint8Array(bytes) })
  if (bytes.length === 0) return { problem: null, request: readable }
  if (multipart) {
    if (type !== 'multipart/form-data')
      return { problem: problem(415, 'Send a form as multipart/form-data.'), request }
    try {
      const form = await readable.clone().formData()
      if (!isStorableForm(form)) return { problem: unstorable, request: readable }
      const fields = form.get('_payload')
      if (typeof fields === 'string' && !isPlainObject(JSON.parse(fields)))
        return { problem: notAnObject, request }
    } catch {
      return { problem: problem(400, 'The form data could not be read.'), request }
    }
    return { problem: null, request: readable }
  }
  if (queryInBody && type === 'application/x-www-form-urlencoded')
    return { problem: null, request: readable }
  if (type !== 'application/json')
    return { problem: problem(415, 'Send the body as application/json.'), request }
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'))
    if (!isPlainObject(value)) return { problem: notAnObject, request }
    if (!isStorable(value)) return { problem: unstorable, request: readable }
  } catch {
    return { problem: problem(400, 'The request body is not valid JSON.'), request }
  }
  return { problem: null, request: readable }
}

const notAnObject = problem(400, 'The request body must be a JSON object.')

const unstorable: BodyProblem = problem(
  400,
  'The request contains characters that cannot be stored (a NUL character or a broken Unicode sequence).',
)

/** Largest multipart body read before knowing who sends it: the admin's sign-in form fits. */
const ANONYMOUS_FORM_BYTES = 64 * 1024

/**
 * Whether a multipart body may be read: a small one always (the admin signs in with one), a larger
 * one only from someone signed in. Only staff upload, and an upload is read whole before Payload
 * asks who may make it: six anonymous 24 MB posts at once took the server from 480 to 830 MB.
 */
export async function mayReadForm(request: Request): Promise<boolean> {
  if (!bodyMethods.has(request.method) || !isMultipart(mediaType(request))) return true
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(length) && length <= ANONYMOUS_FORM_BYTES) return true
  const payload = await getPayload({ config })
  return Boolean((await payload.auth({ headers: request.headers })).user)
}
