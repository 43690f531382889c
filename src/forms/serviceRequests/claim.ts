import type { FieldList } from '../fieldList'

import { consent, email, optionalParagraph, optionalText, phone } from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Submit your claim (spec §2.6). The claim number is optional: a first notice has none yet. */
export const claimForm = serviceForm('claim', {
  full_name: sharedFields.fullName,
  id_number: sharedFields.idNumber,
  phone: { kind: 'phone', rule: phone },
  city: sharedFields.city,
  email: { kind: 'email', rule: email },
  policy_number: sharedFields.policyNumber,
  claim_number: { kind: 'text', rule: (t: FormTranslator) => optionalText(t, 30) },
  product: sharedFields.optionalProduct,
  comments: { kind: 'textarea', rule: optionalParagraph },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const claimSchema = claimForm.schema
