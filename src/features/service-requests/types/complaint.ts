import * as z from 'zod/mini'

import type { FieldList, FormInput } from '@/forms/fieldList'

import { consent, requiredParagraph } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'
import {
  complaintRelations,
  type OptionValues,
  requesterTypes,
  serviceRequestTypes,
} from '@/forms/options'
import { serviceForm } from './serviceForm'
import { fixedChoice, sharedFields } from './sharedFields'

/** Complaint or enquiry (spec §3 "Complaint/enquiry", docs/architecture.md §4 `complaint`). */
export const complaintForm = serviceForm('complaint', {
  full_name: sharedFields.fullName,
  id_number: sharedFields.idNumber,
  phone: sharedFields.phone,
  email: sharedFields.email,
  city: sharedFields.city,
  // Filled in by the page, not the visitor: our own form is the Website channel.
  requester_type: {
    kind: 'fixed',
    value: 'Website',
    options: requesterTypes,
    rule: (t: FormTranslator) =>
      z._default(
        z.enum(requesterTypes.map((o) => o.value) as [string, ...string[]], {
          error: t('optionInvalid'),
        }),
        'Website',
      ),
  },
  product: sharedFields.optionalProduct,
  service_request_type: fixedChoice(serviceRequestTypes, 'serviceRequestTypeRequired'),
  complaint_relation: fixedChoice(complaintRelations, 'complaintRelationRequired'),
  description: {
    kind: 'textarea',
    rows: 5,
    rule: (t: FormTranslator) => requiredParagraph(t, 'descriptionRequired'),
  },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const complaintSchema = complaintForm.schema

export type ComplaintInput = FormInput<typeof complaintForm.fields>
