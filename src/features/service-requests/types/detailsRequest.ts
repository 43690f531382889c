import type { FieldList } from '@/forms/fieldList'

import { consent, optionalText, requiredText } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'
import type { OptionValues } from '@/forms/options'
import { serviceForm } from './serviceForm'
import { sharedFields } from './sharedFields'

/** Details request for corporate products (spec §2.6). */
export const detailsRequestForm = serviceForm('details-request', {
  full_name: sharedFields.fullName,
  position: {
    kind: 'text',
    input: 'organizationTitle',
    optional: true,
    rule: (t: FormTranslator) => optionalText(t),
  },
  phone: sharedFields.phone,
  email: sharedFields.email,
  company_name: {
    kind: 'text',
    input: 'organization',
    rule: (t: FormTranslator) => requiredText(t, 'companyNameRequired'),
  },
  company_activity: { kind: 'text', optional: true, rule: (t: FormTranslator) => optionalText(t) },
  product: { ...sharedFields.optionalProduct, label: 'product_of_interest' },
  comments: sharedFields.comments,
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const detailsRequestSchema = detailsRequestForm.schema
