import { type FieldLayouts, formFromValues } from '@/forms/fieldList'
import { send, type SendResult } from '@/forms/send'
import type { Locale } from '@/i18n/locales'

import type { JobApplication } from './schema'

export type ApplicationReceipt = { id: number; reference: string }

/**
 * Sends an application as the spec's multipart form, laid out by `fields` (the browser form's);
 * messages come back in `lang`. The CV's size and type answers (413, 415) carry field errors like
 * a 400.
 */
export function sendJobApplication(
  jobId: string,
  fields: FieldLayouts,
  values: JobApplication,
  lang: Locale,
): Promise<SendResult<ApplicationReceipt>> {
  const body = formFromValues(fields, values)
  body.set('lang', lang)
  return send(`/api/jobs/${encodeURIComponent(jobId)}`, {
    method: 'POST',
    // Early answers (before the body is read) are in this language too.
    headers: { accept: 'application/json', 'accept-language': lang },
    body,
  })
}
