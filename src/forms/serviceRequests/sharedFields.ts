import type { FieldSpec } from '../fieldList'
import type { FormTranslator } from '../messages'
import { choice, idNumber, optionalChoice, referenceText, requiredText } from '../rules'
import type { OptionValues } from './options'

/**
 * Fields several service forms ask for, each with the one rule and message it has wherever it
 * appears; a form lists them under its own field names.
 */
export const sharedFields = {
  fullName: { kind: 'text', rule: (t: FormTranslator) => requiredText(t, 'fullNameRequired') },
  idNumber: { kind: 'text', rule: (t: FormTranslator) => idNumber(t) },
  city: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => choice(t, lists.cities, 'cityRequired'),
  },
  /** The product the request is about, when the visitor names one. */
  optionalProduct: {
    kind: 'select',
    rule: (t: FormTranslator, lists: OptionValues) => optionalChoice(t, lists.products),
  },
  policyNumber: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'policyNumberRequired'),
  },
  visaNumber: { kind: 'text', rule: (t: FormTranslator) => referenceText(t, 'visaNumberRequired') },
  passportNumber: {
    kind: 'text',
    rule: (t: FormTranslator) => referenceText(t, 'passportNumberRequired'),
  },
} as const satisfies Record<string, FieldSpec<OptionValues>>
