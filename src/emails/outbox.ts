import type { PayloadRequest } from 'payload'

import type { EmailKind } from './collection/kinds'
import type { Locale } from '@/i18n/locales'
import { metrics } from '@/server/metrics.mjs'

import type { RenderedEmail } from './layout'

/** The queue the `sendEmail` job runs on (worked through by the server every few seconds). */
export const emailQueue = 'email'

export type About =
  | { serviceRequest: number }
  | { jobApplication: number }
  | { contactMessage: number }
  | Record<string, never>

export type OutgoingEmail = RenderedEmail & {
  kind: EmailKind
  to: string
  locale?: Locale
  about: About
}

/**
 * Records an email and queues its sending, inside the caller's transaction (`req`): when the
 * submission or the status change commits, so does its email, and when it does not, neither does.
 * Nothing is sent here, so a mail server that is down or slow never delays or fails the request.
 */
export async function queueEmail(req: PayloadRequest, email: OutgoingEmail): Promise<void> {
  const { about, ...fields } = email
  const row = await req.payload.create({
    collection: 'emails',
    overrideAccess: true,
    depth: 0,
    req,
    data: { ...fields, ...about, state: 'queued', attempts: 0 },
  })
  metrics().emails.inc({ event: 'queued' })
  await req.payload.jobs.queue({
    task: 'sendEmail',
    input: { email: row.id },
    queue: emailQueue,
    req,
  })
}
