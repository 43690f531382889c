import { type FieldLayouts, fixedValues, formFromValues, hasFiles } from '@/forms/fieldList'
import { send, type SendResult } from '@/forms/send'
import type { Locale } from '@/i18n/locales'

import type { RequestType, TrackableType } from './requestTypes'
import type { WireRequestStatus } from './wire'

const ENDPOINT = '/api/service-requests'

/**
 * Sends a service form, as JSON or, when it carries files, as multipart/form-data (the browser
 * sets the boundary); the page's own values (`fixed` fields) go with it. Messages come back in
 * `lang`.
 */
export function sendServiceRequest(
  form: { type: RequestType; fields: FieldLayouts },
  values: Record<string, unknown>,
  lang: Locale,
): Promise<SendResult<{ reference: string }>> {
  const fields = { ...values, ...fixedValues(form.fields) }
  if (hasFiles(form.fields)) {
    const body = formFromValues(form.fields, fields)
    body.set('type', form.type)
    body.set('lang', lang)
    return send(ENDPOINT, { method: 'POST', headers: { accept: 'application/json' }, body })
  }
  return send(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...fields, type: form.type, lang }),
  })
}

export function lookUpStatus(
  type: TrackableType,
  id: string,
  number: string,
  lang: Locale,
): Promise<SendResult<WireRequestStatus>> {
  const query = new URLSearchParams({ type, id, number, lang })
  return send(`${ENDPOINT}/status?${query}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  })
}
