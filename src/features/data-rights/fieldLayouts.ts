import { contactFields } from '@/features/contact'
import { requestFieldLayouts } from '@/features/service-requests'
import type { FieldLayout } from '@/forms/fieldList'

/**
 * Every field of the contact and service forms by name, so that a person's export finds a stored
 * field's choices and kind without knowing which form sent it (a name means one thing in every
 * form: `tests/unit/formLayouts.test.ts`).
 */
export const fieldLayouts: Readonly<Record<string, FieldLayout>> = {
  ...contactFields,
  ...requestFieldLayouts,
}
