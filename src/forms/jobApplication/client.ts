import type { Outcome } from '@/forms/serviceRequests/client'
import type { WireProblem } from '@/forms/serviceRequests/wire'
import type { Locale } from '@/i18n/locales'

import type { JobApplication } from './schema'

export type ApplicationReceipt = { id: number; reference: string }

/**
 * Sends an application as the spec's multipart form; messages come back in `lang`. The CV's
 * size and type answers (413, 415) carry field errors like a 400. A network failure is an
 * outcome, not a throw.
 */
export async function sendJobApplication(jobId: string, values: JobApplication, lang: Locale): Promise<Outcome<ApplicationReceipt>> {
  const body = new FormData()
  body.set('first_name', values.first_name)
  body.set('last_name', values.last_name)
  body.set('email', values.email)
  body.set('phone_number', values.phone_number)
  body.set('cv_url', values.cv_url, values.cv_url.name)
  body.set('cover_letter_title', values.cover_letter_title)
  body.set('cover_letter_description', values.cover_letter_description)
  body.set('declaration', String(values.declaration))
  body.set('terms', String(values.terms))
  body.set('lang', lang)
  try {
    const response = await fetch(`/api/jobs/${encodeURIComponent(jobId)}`, {
      method: 'POST',
      // Early answers (before the body is read) are in this language too.
      headers: { accept: 'application/json', 'accept-language': lang },
      body,
    })
    const answer = (await response.json().catch(() => null)) as ({ data?: ApplicationReceipt } & Partial<WireProblem>) | null
    if (response.ok && answer?.data) return { kind: 'ok', data: answer.data }
    if (response.status === 404 && answer?.message) return { kind: 'notFound', message: answer.message }
    if ([400, 413, 415].includes(response.status) && answer?.message) {
      return { kind: 'invalid', errors: answer.errors ?? {}, message: answer.message }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
