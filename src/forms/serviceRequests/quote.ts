import type { FieldList } from '../fieldList'

import { choice, consent, email, optionalParagraph, phone } from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Get a quote: who is asking, for which product, and where. */
export const quoteForm = serviceForm('quote', {
  full_name: sharedFields.fullName,
  phone: { kind: 'phone', rule: phone },
  email: { kind: 'email', rule: email },
  product: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => choice(t, lists.products, 'productRequired'),
  },
  city: sharedFields.city,
  comments: { kind: 'textarea', rule: optionalParagraph },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const quoteSchema = quoteForm.schema
