import type { Payload, TaskConfig } from 'payload'

import { emailQueue } from '@/emails/outbox'
import { metrics } from '@/server/metrics.mjs'

/** A failed send is tried again 5 times, 1, 2, 4, 8 and 16 minutes apart (half an hour in all). */
export const EMAIL_RETRIES = 5

/**
 * Sends one recorded email through Payload's email adapter and records the outcome on it. A failure
 * is recorded (state, attempts, error) and rethrown, so the job runner retries it later.
 */
export async function deliverEmail(payload: Payload, id: number): Promise<void> {
  const email = await payload.findByID({
    collection: 'emails',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // Deleted with what it was about (an application past its retention), or already gone out.
  if (!email || email.state === 'sent') return
  const attempts = (email.attempts ?? 0) + 1
  try {
    await payload.sendEmail({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
  } catch (error) {
    const state = attempts > EMAIL_RETRIES ? 'gave_up' : 'failed'
    await payload.update({
      collection: 'emails',
      id,
      overrideAccess: true,
      depth: 0,
      data: {
        attempts,
        state,
        lastError: error instanceof Error ? error.message : String(error),
      },
    })
    metrics().emails.inc({ event: state })
    throw error
  }
  await payload.update({
    collection: 'emails',
    id,
    overrideAccess: true,
    depth: 0,
    data: { attempts, state: 'sent', sentAt: new Date().toISOString(), lastError: null },
  })
  metrics().emails.inc({ event: 'sent' })
}

export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send an email',
  inputSchema: [{ name: 'email', type: 'number', required: true }],
  retries: { attempts: EMAIL_RETRIES, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    await deliverEmail(req.payload, input.email)
    return { output: {} }
  },
}

export { emailQueue }
