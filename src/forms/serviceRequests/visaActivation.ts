import * as z from 'zod/mini'

import { entryDateRule } from './dateLimits'
import { consent, isoDate, referenceText } from './fields'
import type { FormTranslator } from './messages'

/** Activate Visit Visa insurance (spec §2.6). */
export function visaActivationSchema(t: FormTranslator) {
  return z.object({
    policy_number: referenceText(t, 'policyNumberRequired'),
    visa_number: referenceText(t, 'visaNumberRequired'),
    passport_number: referenceText(t, 'passportNumberRequired'),
    entry_date: isoDate(t, 'entryDateRequired', entryDateRule),
    consent: consent(t),
  })
}
