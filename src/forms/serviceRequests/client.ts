import type { Locale } from '@/i18n/locales'

import type { JsonRequestType } from './index'
import type { RequestType, TrackableType } from './requestTypes'
import type { WireProblem, WireRequestStatus } from './wire'

/** What a form does next after talking to the API. */
export type Outcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'invalid'; errors: Record<string, string>; message: string }
  | { kind: 'notFound'; message: string }
  | { kind: 'failed' }

const ENDPOINT = '/api/service-requests'

async function outcome<T>(response: Response): Promise<Outcome<T>> {
  const body = (await response.json().catch(() => null)) as ({ data?: T } & Partial<WireProblem>) | null
  if (response.ok && body?.data !== undefined) return { kind: 'ok', data: body.data }
  if (response.status === 404 && body?.message) return { kind: 'notFound', message: body.message }
  // 413 and 415 are files too large or of the wrong kind: field problems like a 400's.
  if ([400, 413, 415].includes(response.status) && body?.message) {
    return { kind: 'invalid', errors: body.errors ?? {}, message: body.message }
  }
  return { kind: 'failed' }
}

/** Sends a form; messages come back in `lang`. A network failure is an outcome, not a throw. */
export async function sendServiceRequest(
  type: JsonRequestType,
  fields: Record<string, unknown>,
  lang: Locale,
): Promise<Outcome<{ reference: string }>> {
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...fields, type, lang }),
    })
    return await outcome(response)
  } catch {
    return { kind: 'failed' }
  }
}

/** Sends a form with files as multipart/form-data (the browser sets the boundary). */
export async function sendServiceRequestWithFiles(
  type: RequestType,
  fields: Record<string, string | boolean | readonly File[]>,
  lang: Locale,
): Promise<Outcome<{ reference: string }>> {
  const body = new FormData()
  body.set('type', type)
  body.set('lang', lang)
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' || typeof value === 'boolean') body.set(name, String(value))
    else for (const file of value) body.append(name, file)
  }
  try {
    const response = await fetch(ENDPOINT, { method: 'POST', headers: { accept: 'application/json' }, body })
    return await outcome(response)
  } catch {
    return { kind: 'failed' }
  }
}

export async function lookUpStatus(
  type: TrackableType,
  id: string,
  number: string,
  lang: Locale,
): Promise<Outcome<WireRequestStatus>> {
  const query = new URLSearchParams({ type, id, number, lang })
  try {
    const response = await fetch(`${ENDPOINT}/status?${query}`, { headers: { accept: 'application/json' }, cache: 'no-store' })
    return await outcome(response)
  } catch {
    return { kind: 'failed' }
  }
}
