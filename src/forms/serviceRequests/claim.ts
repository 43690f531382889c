import type { FieldList } from '../fieldList'

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
} from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'

/** Submit your claim (spec §2.6). The claim number is optional: a first notice has none yet. */
export const claimForm = serviceForm('claim', {
  full_name: { kind: 'text', rule: (t: FormTranslator) => requiredText(t, 'fullNameRequired') },
  id_number: { kind: 'text', rule: (t: FormTranslator) => idNumber(t) },
  phone: { kind: 'phone', rule: phone },
  city: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => choice(t, lists.cities, 'cityRequired'),
  },
  email: { kind: 'email', rule: email },
  policy_number: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'policyNumberRequired'),
  },
  claim_number: { kind: 'text', rule: (t: FormTranslator) => optionalText(t, 30) },
  product: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => optionalChoice(t, lists.products),
  },
  comments: { kind: 'textarea', rule: optionalParagraph },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const claimSchema = claimForm.schema
