import type { FieldList } from '../fieldList'

import { entryDateRule } from './dateLimits'
import { consent, isoDate, referenceText } from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'

/** Activate Visit Visa insurance (spec §2.6). */
export const visaActivationForm = serviceForm('visa-activation', {
  policy_number: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'policyNumberRequired'),
  },
  visa_number: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'visaNumberRequired'),
  },
  passport_number: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'passportNumberRequired'),
  },
  entry_date: {
    kind: 'date',
    rule: (t: FormTranslator) => isoDate(t, 'entryDateRequired', entryDateRule),
  },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const visaActivationSchema = visaActivationForm.schema
