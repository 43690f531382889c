import { contactFields } from '@/features/contact/schema'
import type { FieldLayout } from './fieldList'
import { jsonRequestForms } from './serviceRequests'
import { insuranceCancellationForm } from './serviceRequests/insuranceCancellation'

/**
 * Every field of the contact and service forms by name. A name means one thing in every form
 * (`tests/unit/formLayouts.test.ts` checks that its choices, dates and look agree), so what reads a
 * stored submission (its acknowledgement, a person's data export) finds a field's choices and
 * kind here without knowing which form sent it.
 */
export const fieldLayouts: Readonly<Record<string, FieldLayout>> = Object.assign(
  {},
  contactFields,
  insuranceCancellationForm.fields,
  ...Object.values(jsonRequestForms).map((form) => form.fields),
)
