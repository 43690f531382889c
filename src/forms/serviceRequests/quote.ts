import { z } from 'zod'

import { choice, consent, email, optionalParagraph, phone, requiredText } from './fields'
import type { FormTranslator } from './messages'
import { cities, products } from './options'

/** Get a quote: who is asking, for which product, and where. */
export function quoteSchema(t: FormTranslator) {
  return z.object({
    full_name: requiredText(t, 'fullNameRequired'),
    phone: phone(t),
    email: email(t),
    product: choice(t, products, 'productRequired'),
    city: choice(t, cities, 'cityRequired'),
    comments: optionalParagraph(t),
    consent: consent(t),
  })
}
