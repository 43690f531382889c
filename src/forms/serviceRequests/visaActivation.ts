import type { FieldList } from '../fieldList'

import { entryDateRule } from './dateLimits'
import { consent, isoDate } from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Activate Visit Visa insurance (spec §2.6). */
export const visaActivationForm = serviceForm('visa-activation', {
  policy_number: sharedFields.policyNumber,
  visa_number: sharedFields.visaNumber,
  passport_number: sharedFields.passportNumber,
  entry_date: {
    kind: 'date',
    rule: (t: FormTranslator) => isoDate(t, 'entryDateRequired', entryDateRule),
  },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const visaActivationSchema = visaActivationForm.schema
