import * as z from 'zod/mini'

import { visaExpiryDateRule } from './dateLimits'
import { choice, consent, isoDate, referenceText } from './fields'
import type { FormTranslator } from './messages'
import type { OptionValues } from './options'

/** Extend Visit Visa insurance (spec §2.6). */
export function insuranceExtensionSchema(t: FormTranslator, lists: OptionValues) {
  return z.object({
    passport_number: referenceText(t, 'passportNumberRequired'),
    visa_number: referenceText(t, 'visaNumberRequired'),
    border_number: referenceText(t, 'borderNumberRequired'),
    extension_period: choice(t, lists.extensionPeriods, 'extensionPeriodRequired'),
    visa_expiry_date: isoDate(t, 'visaExpiryDateRequired', visaExpiryDateRule),
    consent: consent(t),
  })
}
