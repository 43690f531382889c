import type { FieldList } from '../fieldList'

import { consent, email, optionalParagraph, optionalText, phone, requiredText } from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Details request for corporate products (spec §2.6). */
export const detailsRequestForm = serviceForm('details-request', {
  full_name: sharedFields.fullName,
  position: { kind: 'text', rule: (t: FormTranslator) => optionalText(t) },
  phone: { kind: 'phone', rule: phone },
  email: { kind: 'email', rule: email },
  company_name: {
    kind: 'text',
    rule: (t: FormTranslator) => requiredText(t, 'companyNameRequired'),
  },
  company_activity: { kind: 'text', rule: (t: FormTranslator) => optionalText(t) },
  product: sharedFields.optionalProduct,
  comments: { kind: 'textarea', rule: optionalParagraph },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const detailsRequestSchema = detailsRequestForm.schema
