import type { FieldSpec } from '@/forms/fieldList'
import type { FormErrorKey, FormTranslator } from '@/forms/messages'
import {
  choice,
  email,
  idNumber,
  isoDate,
  optionalChoice,
  optionalParagraph,
  phone,
  referenceText,
  requiredText,
} from '@/forms/rules'
import { dateRules, type DateRuleName } from '@/forms/dateLimits'
import { type Option, type OptionListName, type OptionValues, valuesOf } from '@/forms/options'

/** A dropdown of a list staff manage in the CMS, which must be answered. */
export function cmsChoice<L extends OptionListName>(options: L, required: FormErrorKey) {
  return {
    kind: 'select',
    options,
    rule: (t: FormTranslator, lists: OptionValues) => choice(t, lists[options], required),
  } as const
}

/** A dropdown of choices the code fixes (the spec's lists), which must be answered. */
export function fixedChoice(options: readonly Option[], required: FormErrorKey) {
  return {
    kind: 'select',
    options,
    rule: (t: FormTranslator) => choice(t, valuesOf(options), required),
  } as const
}

/** A date within the range its rule works out from today (the field's calendar shows the same). */
export function dateWithin<D extends DateRuleName>(dates: D, required: FormErrorKey) {
  return {
    kind: 'date',
    dates,
    rule: (t: FormTranslator) => isoDate(t, required, dateRules[dates]),
  } as const
}

/**
 * Fields several service forms ask for, each with the one rule, message and look it has wherever
 * it appears; a form lists them under its own field names.
 */
export const sharedFields = {
  fullName: {
    kind: 'text',
    input: 'name',
    rule: (t: FormTranslator) => requiredText(t, 'fullNameRequired'),
  },
  idNumber: {
    kind: 'text',
    input: 'idNumber',
    hint: 'id_number',
    rule: (t: FormTranslator) => idNumber(t),
  },
  phone: { kind: 'phone', hint: 'phone', rule: phone },
  email: { kind: 'email', rule: email },
  city: { ...cmsChoice('cities', 'cityRequired'), input: 'city' },
  /** The product the request is about, when the visitor names one. */
  optionalProduct: {
    kind: 'select',
    options: 'products',
    optional: true,
    rule: (t: FormTranslator, lists: OptionValues) => optionalChoice(t, lists.products),
  },
  policyNumber: {
    kind: 'text',
    input: 'reference',
    rule: (t: FormTranslator) => referenceText(t, 'policyNumberRequired'),
  },
  visaNumber: {
    kind: 'text',
    input: 'numericReference',
    rule: (t: FormTranslator) => referenceText(t, 'visaNumberRequired'),
  },
  passportNumber: {
    kind: 'text',
    input: 'reference',
    rule: (t: FormTranslator) => referenceText(t, 'passportNumberRequired'),
  },
  /** Anything else the visitor wants to tell us (a form may call it its message). */
  comments: { kind: 'textarea', optional: true, rule: optionalParagraph },
} as const satisfies Record<string, FieldSpec<OptionValues>>
