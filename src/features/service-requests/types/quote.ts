import type { FieldList } from '@/forms/fieldList'

import { consent } from '@/forms/rules'
import type { OptionValues } from '@/forms/options'
import { serviceForm } from './serviceForm'
import { cmsChoice, sharedFields } from './sharedFields'

/** Get a quote: who is asking, for which product, and where. */
export const quoteForm = serviceForm('quote', {
  full_name: sharedFields.fullName,
  phone: sharedFields.phone,
  email: sharedFields.email,
  product: { ...cmsChoice('products', 'productRequired'), label: 'product_of_interest' },
  city: sharedFields.city,
  comments: sharedFields.comments,
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const quoteSchema = quoteForm.schema
