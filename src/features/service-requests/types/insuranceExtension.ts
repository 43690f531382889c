import type { FieldList } from '@/forms/fieldList'

import { consent, referenceText } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'
import type { OptionValues } from '@/forms/options'
import { serviceForm } from './serviceForm'
import { cmsChoice, dateWithin, sharedFields } from './sharedFields'

/** Extend Visit Visa insurance (spec §2.6). */
export const insuranceExtensionForm = serviceForm('insurance-extension', {
  passport_number: sharedFields.passportNumber,
  visa_number: sharedFields.visaNumber,
  border_number: {
    kind: 'text',
    input: 'numericReference',
    rule: (t: FormTranslator) => referenceText(t, 'borderNumberRequired'),
  },
  extension_period: cmsChoice('extensionPeriods', 'extensionPeriodRequired'),
  visa_expiry_date: dateWithin('visaExpiry', 'visaExpiryDateRequired'),
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const insuranceExtensionSchema = insuranceExtensionForm.schema
