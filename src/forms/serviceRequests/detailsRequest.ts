import * as z from 'zod/mini'

import { consent, email, optionalChoice, optionalParagraph, optionalText, phone, requiredText } from './fields'
import type { FormTranslator } from './messages'
import type { OptionValues } from './options'

/** Details request for corporate products (spec §2.6). */
export function detailsRequestSchema(t: FormTranslator, lists: OptionValues) {
  return z.object({
    full_name: requiredText(t, 'fullNameRequired'),
    position: optionalText(t),
    phone: phone(t),
    email: email(t),
    company_name: requiredText(t, 'companyNameRequired'),
    company_activity: optionalText(t),
    product: optionalChoice(t, lists.products),
    comments: optionalParagraph(t),
    consent: consent(t),
  })
}
