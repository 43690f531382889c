import { z } from 'zod'

import { consent, email, optionalChoice, optionalParagraph, optionalText, phone, requiredText } from './fields'
import type { FormTranslator } from './messages'
import { products } from './options'

/** Details request for corporate products (spec §2.6). */
export function detailsRequestSchema(t: FormTranslator) {
  return z.object({
    full_name: requiredText(t, 'fullNameRequired'),
    position: optionalText(t),
    phone: phone(t),
    email: email(t),
    company_name: requiredText(t, 'companyNameRequired'),
    company_activity: optionalText(t),
    product: optionalChoice(t, products),
    comments: optionalParagraph(t),
    consent: consent(t),
  })
}
