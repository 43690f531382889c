import type { FieldList } from '@/forms/fieldList'

import { consent, optionalText } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'
import type { OptionValues } from '@/forms/options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Submit your claim (spec §2.6). The claim number is optional: a first notice has none yet. */
export const claimForm = serviceForm('claim', {
  full_name: sharedFields.fullName,
  id_number: sharedFields.idNumber,
  phone: sharedFields.phone,
  city: sharedFields.city,
  email: sharedFields.email,
  policy_number: sharedFields.policyNumber,
  claim_number: {
    kind: 'text',
    input: 'reference',
    optional: true,
    rule: (t: FormTranslator) => optionalText(t, 30),
  },
  product: { ...sharedFields.optionalProduct, label: 'claim_product' },
  comments: sharedFields.comments,
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const claimSchema = claimForm.schema
