import * as z from 'zod/mini'

import {
  choice,
  consent,
  email,
  idNumber,
  optionalChoice,
  optionalParagraph,
  optionalText,
  phone,
  referenceText,
  requiredText,
} from './fields'
import type { FormTranslator } from './messages'
import type { OptionValues } from './options'

/** Submit your claim (spec §2.6). The claim number is optional: a first notice has none yet. */
export function claimSchema(t: FormTranslator, lists: OptionValues) {
  return z.object({
    full_name: requiredText(t, 'fullNameRequired'),
    id_number: idNumber(t),
    phone: phone(t),
    city: choice(t, lists.cities, 'cityRequired'),
    email: email(t),
    policy_number: referenceText(t, 'policyNumberRequired'),
    claim_number: optionalText(t, 30),
    product: optionalChoice(t, lists.products),
    comments: optionalParagraph(t),
    consent: consent(t),
  })
}
