import type { FieldList } from '../fieldList'

import { visaExpiryDateRule } from './dateLimits'
import { choice, consent, isoDate, referenceText } from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Extend Visit Visa insurance (spec §2.6). */
export const insuranceExtensionForm = serviceForm('insurance-extension', {
  passport_number: sharedFields.passportNumber,
  visa_number: sharedFields.visaNumber,
  border_number: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'borderNumberRequired'),
  },
  extension_period: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) =>
      choice(t, lists.extensionPeriods, 'extensionPeriodRequired'),
  },
  visa_expiry_date: {
    kind: 'date',
    rule: (t: FormTranslator) => isoDate(t, 'visaExpiryDateRequired', visaExpiryDateRule),
  },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const insuranceExtensionSchema = insuranceExtensionForm.schema
