import * as z from 'zod/mini'

import {
  choice,
  consent,
  documents,
  email,
  optionalParagraph,
  optionalText,
  phone,
  referenceText,
  saudiIban,
} from './fields'
import type { FormTranslator } from './messages'
import type { OptionValues } from './options'

/** Cancel insurance (spec §2.6, DESIGN.md §4): sent as multipart with its documents. */
export function insuranceCancellationSchema(t: FormTranslator, lists: OptionValues) {
  return z.object({
    policy_number: referenceText(t, 'policyNumberRequired'),
    visa_number: referenceText(t, 'visaNumberRequired'),
    passport_number: referenceText(t, 'passportNumberRequired'),
    reason: choice(t, lists.cancellationReasons, 'reasonRequired'),
    phone: phone(t),
    email: email(t),
    iban: saudiIban(t),
    note: optionalText(t, 200),
    message: optionalParagraph(t),
    documents: documents(t),
    consent: consent(t),
  })
}

export type InsuranceCancellationInput = z.input<ReturnType<typeof insuranceCancellationSchema>>
