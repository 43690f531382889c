import * as z from 'zod/mini'

import { choice, consent, email, optionalParagraph, phone, requiredText } from './fields'
import type { FormTranslator } from './messages'
import type { OptionValues } from './options'

/** Get a quote: who is asking, for which product, and where. */
export function quoteSchema(t: FormTranslator, lists: OptionValues) {
  return z.object({
    full_name: requiredText(t, 'fullNameRequired'),
    phone: phone(t),
    email: email(t),
    product: choice(t, lists.products, 'productRequired'),
    city: choice(t, lists.cities, 'cityRequired'),
    comments: optionalParagraph(t),
    consent: consent(t),
  })
}
