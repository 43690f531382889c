import * as z from 'zod/mini'

import { type FieldList, type FormInput, type FormOutput, visibleFields } from '@/forms/fieldList'
import { schemaOf } from '@/forms/schemaOf'
import {
  answered,
  consent,
  email,
  optionalText,
  recordedConsent,
  requiredParagraph,
  requiredText,
  tidyText,
} from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'

const NAME_MIN = 3
const NAME_MAX = 100
const SUBJECT_MAX = 200
/** The spec sets no rule for the phone number; this only keeps a stray paste out of the database. */
const PHONE_MAX = 30

/** The form requires the consent tick; the API also takes the spec's body, which has none. */
type ContactContext = { requireConsent: boolean }

/** A contact message (spec §3 "Contact message", rules of spec §5 "Contact form"), in form order. */
export const contactFields = {
  name: {
    kind: 'text',
    input: 'name',
    rule: (t: FormTranslator) =>
      z
        .string({ error: t('nameRequired') })
        .check(
          tidyText(),
          z.minLength(1, { error: t('nameRequired'), abort: true }),
          answered(t('nameRequired')),
          z.minLength(NAME_MIN, { error: t('nameTooShort'), abort: true }),
          z.maxLength(NAME_MAX, { error: t('tooLong', { max: NAME_MAX }) }),
        ),
  },
  email: { kind: 'email', rule: email },
  phoneNumber: {
    kind: 'phone',
    optional: true,
    rule: (t: FormTranslator) => optionalText(t, PHONE_MAX),
  },
  subject: {
    kind: 'text',
    rule: (t: FormTranslator) => requiredText(t, 'subjectRequired', SUBJECT_MAX),
  },
  message: {
    kind: 'textarea',
    rows: 4,
    rule: (t: FormTranslator) => requiredParagraph(t, 'messageRequired'),
  },
  consent: {
    kind: 'checkbox',
    rule: (t: FormTranslator, { requireConsent }: ContactContext) =>
      requireConsent ? consent(t) : recordedConsent(t),
  },
} as const satisfies FieldList<ContactContext>

/**
 * The browser and `POST /api/contact-us` both check with this schema, so they give the same
 * messages. The API passes `requireConsent: false`.
 */
export function contactSchema(
  t: FormTranslator,
  { requireConsent = true }: { requireConsent?: boolean } = {},
) {
  return schemaOf(contactFields, t, { requireConsent })
}

export type ContactInput = FormInput<typeof contactFields>
export type ContactMessage = FormOutput<typeof contactFields>

/** The form's fields in the order the form (and its error summary) shows them. */
export const contactFieldNames = visibleFields(contactFields)
