import type { FieldList, FormInput } from '@/forms/fieldList'

import { consent, documents, optionalText, saudiIban } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'
import { documentAccept, DOCUMENTS_MAX } from '@/forms/documents'
import type { OptionValues } from '@/forms/options'
import { serviceForm } from './serviceForm'
import { cmsChoice, sharedFields } from './sharedFields'

/** Cancel insurance (spec §2.6, docs/architecture.md §4): sent as multipart with its documents. */
export const insuranceCancellationForm = serviceForm('insurance-cancellation', {
  policy_number: sharedFields.policyNumber,
  visa_number: sharedFields.visaNumber,
  passport_number: sharedFields.passportNumber,
  reason: cmsChoice('cancellationReasons', 'reasonRequired'),
  phone: sharedFields.phone,
  email: sharedFields.email,
  iban: { kind: 'text', input: 'reference', hint: 'iban', rule: saudiIban },
  note: { kind: 'text', optional: true, rule: (t: FormTranslator) => optionalText(t, 200) },
  documents: {
    kind: 'files',
    hint: 'documents',
    accept: documentAccept,
    max: DOCUMENTS_MAX,
    rule: documents,
  },
  message: sharedFields.comments,
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const insuranceCancellationSchema = insuranceCancellationForm.schema

export type InsuranceCancellationInput = FormInput<typeof insuranceCancellationForm.fields>
