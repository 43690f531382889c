import { shiftIso } from './dates'

import type { FormErrorKey } from './messages'

/** The first and last date a field accepts (inclusive ISO dates); either may be left open. */
export type DateRange = { min?: string; max?: string }

/** How a date field's range follows from today, and the messages for a date outside it. */
export type DateRule = {
  range: (today: string) => DateRange
  tooEarly: FormErrorKey
  tooLate: FormErrorKey
}

/**
 * Date of Entry (Activate Visit Visa): a visa is used within a year of issue, so the visitor
 * arrived at most a year ago, and a host who activates before the trip enters a date at most a
 * year ahead.
 */
const entryDateRule: DateRule = {
  range: (today) => ({ min: shiftIso(today, { years: -1 }), max: shiftIso(today, { years: 1 }) }),
  tooEarly: 'entryDateTooEarly',
  tooLate: 'entryDateTooLate',
}

/**
 * Visa Expiry Date (Extend Insurance): the insurance is extended before the visa runs out, so the
 * visa has not expired yet; a visit visa is issued for a year at most.
 */
const visaExpiryDateRule: DateRule = {
  range: (today) => ({ min: today, max: shiftIso(today, { years: 1 }) }),
  tooEarly: 'visaExpiryDatePast',
  tooLate: 'visaExpiryDateTooLate',
}

/** The date rules by name, as a field's layout names its range for the browser. */
export const dateRules = { entry: entryDateRule, visaExpiry: visaExpiryDateRule }

export type DateRuleName = keyof typeof dateRules
