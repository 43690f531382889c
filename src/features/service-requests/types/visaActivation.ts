import type { FieldList } from '@/forms/fieldList'

import { consent } from '@/forms/rules'
import type { OptionValues } from '@/forms/options'
import { serviceForm } from './serviceForm'
import { dateWithin, sharedFields } from './sharedFields'

/** Activate Visit Visa insurance (spec §2.6). */
export const visaActivationForm = serviceForm('visa-activation', {
  policy_number: sharedFields.policyNumber,
  visa_number: sharedFields.visaNumber,
  passport_number: sharedFields.passportNumber,
  entry_date: dateWithin('entry', 'entryDateRequired'),
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const visaActivationSchema = visaActivationForm.schema
