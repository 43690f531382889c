import type { FieldList, FormInput } from '../fieldList'

import {
  choice,
  consent,
  documents,
  email,
  optionalParagraph,
  optionalText,
  phone,
  saudiIban,
} from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Cancel insurance (spec §2.6, docs/architecture.md §4): sent as multipart with its documents. */
export const insuranceCancellationForm = serviceForm('insurance-cancellation', {
  policy_number: sharedFields.policyNumber,
  visa_number: sharedFields.visaNumber,
  passport_number: sharedFields.passportNumber,
  reason: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) =>
      choice(t, lists.cancellationReasons, 'reasonRequired'),
  },
  phone: { kind: 'phone', rule: phone },
  email: { kind: 'email', rule: email },
  iban: { kind: 'text', rule: saudiIban },
  note: { kind: 'text', rule: (t: FormTranslator) => optionalText(t, 200) },
  documents: { kind: 'files', rule: documents },
  message: { kind: 'textarea', rule: optionalParagraph },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const insuranceCancellationSchema = insuranceCancellationForm.schema

export type InsuranceCancellationInput = FormInput<typeof insuranceCancellationForm.fields>
