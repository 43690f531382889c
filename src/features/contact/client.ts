import { send, type SendResult } from '@/forms/send'
import type { Locale } from '@/i18n/locales'

import type { ContactInput } from './schema'

export const CONTACT_ENDPOINT = '/api/contact-us'

/**
 * Sends the form (spec §7 `POST /contact-us`). A refusal's `message` is the server's own text (spec
 * §8: "Failed to submit message: " and that text); without one the form shows the generic fallback.
 */
export function sendContactMessage(
  values: ContactInput,
  lang: Locale,
): Promise<SendResult<{ id: number | string }>> {
  return send(CONTACT_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...values, lang }),
  })
}
