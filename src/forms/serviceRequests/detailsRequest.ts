import type { FieldList } from '../fieldList'

import {
  consent,
  email,
  optionalChoice,
  optionalParagraph,
  optionalText,
  phone,
  requiredText,
} from '../rules'
import type { FormTranslator } from '../messages'
import type { OptionValues } from './options'
import { serviceForm } from './serviceForm'

/** Details request for corporate products (spec §2.6). */
export const detailsRequestForm = serviceForm('details-request', {
  full_name: { kind: 'text', rule: (t: FormTranslator) => requiredText(t, 'fullNameRequired') },
  position: { kind: 'text', rule: (t: FormTranslator) => optionalText(t) },
  phone: { kind: 'phone', rule: phone },
  email: { kind: 'email', rule: email },
  company_name: {
    kind: 'text',
    rule: (t: FormTranslator) => requiredText(t, 'companyNameRequired'),
  },
  company_activity: { kind: 'text', rule: (t: FormTranslator) => optionalText(t) },
  product: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => optionalChoice(t, lists.products),
  },
  comments: { kind: 'textarea', rule: optionalParagraph },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const detailsRequestSchema = detailsRequestForm.schema
