import { z } from 'zod'

import { consent, isoDate, referenceText } from './fields'
import type { FormTranslator } from './messages'

/** Extend Visit Visa insurance (spec §2.6). */
export function insuranceExtensionSchema(t: FormTranslator) {
  return z.object({
    passport_number: referenceText(t, 'passportNumberRequired'),
    visa_number: referenceText(t, 'visaNumberRequired'),
    border_number: referenceText(t, 'borderNumberRequired'),
    extension_period: referenceText(t, 'extensionPeriodRequired'),
    visa_expiry_date: isoDate(t, 'visaExpiryDateRequired'),
    consent: consent(t),
  })
}
