/** A failed answer: `{ message, errors? }`. */
export type WireProblem = { message: string; errors?: Record<string, string> }

/**
 * What became of a form sent to the API, the same for every form. A refusal with the server's own
 * message says what kind it is: `invalid` carries field messages (a 400, or a 413 or 415 for a
 * file), `not-found`, `rate-limited` and `unavailable` the matching answers, `refused` any other.
 * Without a message it is `failed`, and `network` when no answer came: the form says something
 * generic then.
 */
export type SendResult<T> =
  | { ok: true; data: T }
  | {
      ok: false
      kind: 'invalid' | 'not-found' | 'rate-limited' | 'unavailable' | 'refused'
      message: string
      errors: Record<string, string>
    }
  | { ok: false; kind: 'failed' | 'network'; message?: undefined; errors: Record<string, string> }

const kindOfStatus = {
  400: 'invalid',
  404: 'not-found',
  413: 'invalid',
  415: 'invalid',
  429: 'rate-limited',
  503: 'unavailable',
} as const

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  )
}

async function resultOf<T>(response: Response): Promise<SendResult<T>> {
  const body = (await response.json().catch(() => null)) as
    ({ data?: T } & Partial<WireProblem>) | null
  if (response.ok && body?.data !== undefined) return { ok: true, data: body.data }
  const errors = isStringRecord(body?.errors) ? body.errors : {}
  const message =
    typeof body?.message === 'string' && body.message.trim() ? body.message : undefined
  if (!message) return { ok: false, kind: 'failed', errors }
  const kind = Object.hasOwn(kindOfStatus, response.status)
    ? kindOfStatus[response.status as keyof typeof kindOfStatus]
    : 'refused'
  return { ok: false, kind, message, errors }
}

/** Calls the API for a form; a network failure is a result, not a throw. */
export async function send<T>(url: string, init: RequestInit): Promise<SendResult<T>> {
  try {
    return await resultOf<T>(await fetch(url, init))
  } catch {
    return { ok: false, kind: 'network', errors: {} }
  }
}
