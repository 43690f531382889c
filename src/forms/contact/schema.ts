import * as z from 'zod/mini'

import { consent, email, optionalText, recordedConsent, requiredParagraph, requiredText } from '@/forms/serviceRequests/fields'
import type { FormTranslator } from '@/forms/serviceRequests/messages'

const NAME_MIN = 3
const NAME_MAX = 100
const SUBJECT_MAX = 200
/** The spec sets no rule for the phone number; this only keeps a stray paste out of the database. */
const PHONE_MAX = 30

/**
 * A contact message (spec §3 "Contact message", rules of spec §5 "Contact form"). The browser and
 * `POST /api/contact-us` both check with it, so they give the same messages. The form requires the
 * consent tick; the API (`requireConsent: false`) also takes the spec's body, which has none.
 */
export function contactSchema(t: FormTranslator, { requireConsent = true }: { requireConsent?: boolean } = {}) {
  return z.object({
    name: z.string({ error: t('nameRequired') }).check(
      z.trim(),
      z.minLength(1, { error: t('nameRequired'), abort: true }),
      z.minLength(NAME_MIN, { error: t('nameTooShort'), abort: true }),
      z.maxLength(NAME_MAX, { error: t('tooLong', { max: NAME_MAX }) }),
    ),
    email: email(t),
    phoneNumber: optionalText(t, PHONE_MAX),
    subject: requiredText(t, 'subjectRequired', SUBJECT_MAX),
    message: requiredParagraph(t, 'messageRequired'),
    consent: requireConsent ? consent(t) : recordedConsent(t),
  })
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>
export type ContactMessage = z.output<ReturnType<typeof contactSchema>>

/** The form's fields in the order the form (and its error summary) shows them. */
export const contactFields = ['name', 'email', 'phoneNumber', 'subject', 'message', 'consent'] as const satisfies readonly (keyof ContactInput)[]
