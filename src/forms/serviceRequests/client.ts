import type { Locale } from '@/i18n/locales'

import { type FieldList, fixedValues, formFromValues, hasFiles } from '../fieldList'

import type { OptionValues } from './options'
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

/**
 * Sends a service form, as JSON or, when it carries files, as multipart/form-data (the browser
 * sets the boundary); the page's own values (`fixed` fields) go with it. Messages come back in
 * `lang`. A network failure is an outcome, not a throw.
 */
export async function sendServiceRequest(
  form: { type: RequestType; fields: FieldList<OptionValues> },
  values: Record<string, unknown>,
  lang: Locale,
): Promise<Outcome<{ reference: string }>> {
  const fields = { ...values, ...fixedValues(form.fields) }
  let body: BodyInit
  const headers: Record<string, string> = { accept: 'application/json' }
  if (hasFiles(form.fields)) {
    body = formFromValues(form.fields, fields)
    body.set('type', form.type)
    body.set('lang', lang)
  } else {
    body = JSON.stringify({ ...fields, type: form.type, lang })
    headers['content-type'] = 'application/json'
  }
  try {
    return await outcome(await fetch(ENDPOINT, { method: 'POST', headers, body }))
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
