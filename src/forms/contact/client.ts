import type { WireProblem } from '@/forms/serviceRequests/wire'
import type { Locale } from '@/i18n/locales'

import type { ContactInput } from './schema'

/**
 * What became of a sent message. `message` is the server's own text when it gave one (spec §8:
 * "Failed to submit message: " and that text); without one the form shows the generic fallback.
 */
export type ContactOutcome =
  | { kind: 'sent'; id: number | string }
  | { kind: 'failed'; message?: string; errors: Record<string, string> }

export const CONTACT_ENDPOINT = '/api/contact-us'

/** Sends the form (spec §7 `POST /contact-us`); a network failure is an outcome, not a throw. */
export async function sendContactMessage(values: ContactInput, lang: Locale): Promise<ContactOutcome> {
  try {
    const response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, lang }),
    })
    const body = (await response.json().catch(() => null)) as ({ data?: { id?: number | string } } & Partial<WireProblem>) | null
    if (response.ok && body?.data?.id !== undefined) return { kind: 'sent', id: body.data.id }
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined
    return { kind: 'failed', message, errors: isStringRecord(body?.errors) ? body.errors : {} }
  } catch {
    return { kind: 'failed', errors: {} }
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
}
