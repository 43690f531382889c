import * as z from 'zod/mini'

import { choice, consent, email, idNumber, optionalChoice, phone, requiredParagraph, requiredText } from './fields'
import type { FormTranslator } from './messages'
import { complaintRelations, type OptionValues, requesterTypes, serviceRequestTypes, valuesOf } from './options'

/** Complaint or enquiry (spec §3 "Complaint/enquiry", DESIGN.md §4 `complaint`). */
export function complaintSchema(t: FormTranslator, lists: OptionValues) {
  return z.object({
    full_name: requiredText(t, 'fullNameRequired'),
    id_number: idNumber(t),
    phone: phone(t),
    email: email(t),
    city: choice(t, lists.cities, 'cityRequired'),
    // Filled in by the page, not the visitor: our own form is the Website channel.
    requester_type: z._default(z.enum(requesterTypes.map((o) => o.value) as [string, ...string[]], { error: t('optionInvalid') }), 'Website'),
    product: optionalChoice(t, lists.products),
    service_request_type: choice(t, valuesOf(serviceRequestTypes), 'serviceRequestTypeRequired'),
    complaint_relation: choice(t, valuesOf(complaintRelations), 'complaintRelationRequired'),
    description: requiredParagraph(t, 'descriptionRequired'),
    consent: consent(t),
  })
}

export type ComplaintInput = z.input<ReturnType<typeof complaintSchema>>
