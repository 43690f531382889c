import * as z from 'zod/mini'

import type { FieldList, FormInput } from '../fieldList'

import {
  choice,
  consent,
  email,
  idNumber,
  optionalChoice,
  phone,
  requiredParagraph,
  requiredText,
} from '../rules'
import type { FormTranslator } from '../messages'
import {
  complaintRelations,
  type OptionValues,
  requesterTypes,
  serviceRequestTypes,
  valuesOf,
} from './options'
import { serviceForm } from './serviceForm'

/** Complaint or enquiry (spec §3 "Complaint/enquiry", DESIGN.md §4 `complaint`). */
export const complaintForm = serviceForm('complaint', {
  full_name: { kind: 'text', rule: (t: FormTranslator) => requiredText(t, 'fullNameRequired') },
  id_number: { kind: 'text', rule: (t: FormTranslator) => idNumber(t) },
  phone: { kind: 'phone', rule: phone },
  email: { kind: 'email', rule: email },
  city: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => choice(t, lists.cities, 'cityRequired'),
  },
  // Filled in by the page, not the visitor: our own form is the Website channel.
  requester_type: {
    kind: 'fixed',
    value: 'Website',
    rule: (t: FormTranslator) =>
      z._default(
        z.enum(requesterTypes.map((o) => o.value) as [string, ...string[]], {
          error: t('optionInvalid'),
        }),
        'Website',
      ),
  },
  product: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => optionalChoice(t, lists.products),
  },
  service_request_type: {
    kind: 'select',
    rule: (t: FormTranslator) =>
      choice(t, valuesOf(serviceRequestTypes), 'serviceRequestTypeRequired'),
  },
  complaint_relation: {
    kind: 'select',
    rule: (t: FormTranslator) =>
      choice(t, valuesOf(complaintRelations), 'complaintRelationRequired'),
  },
  description: {
    kind: 'textarea',
    rule: (t: FormTranslator) => requiredParagraph(t, 'descriptionRequired'),
  },
  consent: { kind: 'checkbox', rule: consent },
} as const satisfies FieldList<OptionValues>)

export const complaintSchema = complaintForm.schema

export type ComplaintInput = FormInput<typeof complaintForm.fields>
