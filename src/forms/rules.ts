import * as z from 'zod/mini'
import './zodConfig'

import { isRealIsoDate, todayIso } from './dates'
import { tooLarge, unsupportedType } from './issues'

import type { DateRule } from './dateLimits'
import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX, looksLikeDocument } from './documents'
import { compactIban, hasValidIbanChecksum, SAUDI_IBAN } from './iban'
import type { FormErrorKey, FormTranslator } from './messages'

/**
 * The building blocks of every service-request schema. Each takes the translator, so one rule
 * gives its message in the visitor's language; `abort` stops at the first failed check, so a field
 * shows one message (an empty email is "required", not also "invalid").
 */

/** Control characters other than tab and line breaks: nothing a visitor means to type. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
/** Line breaks and tabs, which a one-line answer (a name, a subject) cannot hold. */
const BREAKS = /[\t\n\r\u2028\u2029]+/g
/** Bidirectional embeddings, overrides and isolates: they can make a name read backwards. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
/** Spaces, invisible format characters and blank fillers at either end. */
const EDGES =
  /^[\s\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]+|[\s\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]+$/gu

/**
 * Typed text as it is kept: control characters and bidirectional overrides dropped, line breaks
 * made spaces unless the field is a paragraph, and spaces, invisible marks and blank fillers at
 * either end removed, so that none of them counts as an answer (a name of three zero-width spaces
 * is empty). Marks inside the text (a joiner in a word, a direction mark) stay.
 */
export function tidyText({ paragraph = false } = {}) {
  return z.overwrite((value: string) => {
    const kept = value.replace(CONTROL, '').replace(BIDI_CONTROLS, '')
    return (paragraph ? kept : kept.replace(BREAKS, ' ')).replace(EDGES, '')
  })
}

/** Whether a text holds something visible: a letter, a digit, a punctuation mark or a symbol. */
export function answered(error: string) {
  return z.refine<string>((value) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(value), {
    error,
    abort: true,
  })
}

const NAME_MAX = 100
const TEXT_MAX = 2000
const NUMBER_MAX = 30

/**
 * A required line of text, refused past `max` with the caller's message. Surrounding spaces and
 * invisible marks do not count as an answer.
 */
export function limitedText(
  t: FormTranslator,
  required: FormErrorKey,
  tooLong: string,
  max: number,
  paragraph = false,
) {
  return z
    .string({ error: t(required) })
    .check(
      tidyText({ paragraph }),
      z.minLength(1, { error: t(required), abort: true }),
      answered(t(required)),
      z.maxLength(max, { error: tooLong }),
    )
}

/** A required line of text, refused past `max` with the message that names the limit. */
export function requiredText(
  t: FormTranslator,
  required: FormErrorKey,
  max = NAME_MAX,
  paragraph = false,
) {
  return limitedText(t, required, t('tooLong', { max }), max, paragraph)
}

/** An optional line or paragraph; missing becomes ''. */
export function optionalText(t: FormTranslator, max = NAME_MAX, paragraph = false) {
  return z._default(
    z
      .string({ error: t('invalid') })
      .check(tidyText({ paragraph }), z.maxLength(max, { error: t('tooLong', { max }) })),
    '',
  )
}

export function requiredParagraph(t: FormTranslator, required: FormErrorKey) {
  return requiredText(t, required, TEXT_MAX, true)
}

export function optionalParagraph(t: FormTranslator) {
  return optionalText(t, TEXT_MAX, true)
}

/** A policy, visa, passport or claim number: letters, digits and dashes as printed. */
export function referenceText(t: FormTranslator, required: FormErrorKey) {
  return requiredText(t, required, NUMBER_MAX)
}

/** Saudi national ID or Iqama number: ten digits. */
export function idNumber(t: FormTranslator, required: FormErrorKey = 'idNumberRequired') {
  return z
    .string({ error: t(required) })
    .check(
      z.trim(),
      z.minLength(1, { error: t(required), abort: true }),
      z.regex(/^\d+$/, { error: t('onlyDigits'), abort: true }),
      z.length(10, { error: t('idNumberLength') }),
    )
}

/**
 * A phone number: digits, with a leading + allowed for the country code. Spaces, dashes and
 * brackets people type between groups are dropped first.
 */
export function phone(t: FormTranslator) {
  return z.string({ error: t('phoneRequired') }).check(
    z.overwrite((value) => value.replace(/[\s()-]/g, '')),
    z.minLength(1, { error: t('phoneRequired'), abort: true }),
    z.regex(/^\+?\d+$/, { error: t('onlyDigits'), abort: true }),
    z.refine((value) => /^\+?\d{9,15}$/.test(value), { error: t('phoneLength') }),
  )
}

export function email(t: FormTranslator) {
  return z
    .string({ error: t('emailRequired') })
    .check(
      z.trim(),
      z.minLength(1, { error: t('emailRequired'), abort: true }),
      z.maxLength(254, { error: t('emailInvalid'), abort: true }),
      z.regex(z.regexes.email, { error: t('emailInvalid') }),
    )
}

/** One of a list of values; `required` names the message for an empty choice. */
export function choice(t: FormTranslator, values: readonly string[], required?: FormErrorKey) {
  const known = z.refine<string>((value) => value === '' || values.includes(value), {
    error: t('optionInvalid'),
  })
  const text = z.string({ error: required ? t(required) : t('optionInvalid') })
  return required
    ? text.check(z.trim(), z.minLength(1, { error: t(required), abort: true }), known)
    : text.check(z.trim(), known)
}

export function optionalChoice(t: FormTranslator, values: readonly string[]) {
  return z._default(choice(t, values), '')
}

/**
 * A calendar date as the date field sends it (YYYY-MM-DD), which must exist and, with a rule,
 * fall in the rule's range. The range is worked out from today (in Riyadh) each time a value is
 * checked, so a form left open overnight and the API agree.
 */
export function isoDate(t: FormTranslator, required: FormErrorKey, rule?: DateRule) {
  const date = z
    .string({ error: t(required) })
    .check(
      z.trim(),
      z.minLength(1, { error: t(required), abort: true }),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('dateInvalid'), abort: true }),
      z.refine(isRealIsoDate, { error: t('dateInvalid'), abort: true }),
    )
  if (!rule) return date
  return date.check(
    z.refine((value) => !below(value, rule.range(todayIso()).min), {
      error: t(rule.tooEarly),
      abort: true,
    }),
    z.refine((value) => !above(value, rule.range(todayIso()).max), { error: t(rule.tooLate) }),
  )
}

// ISO dates compare as text.
const below = (value: string, min?: string) => min !== undefined && value < min
const above = (value: string, max?: string) => max !== undefined && value > max

/** Personal data is only taken with the visitor's agreement (PDPL); the time is stored with it. */
export function consent(t: FormTranslator) {
  // A boolean that must be true (not `literal(true)`): an unticked box is a normal form state.
  return z
    .boolean({ error: t('consentRequired') })
    .check(z.refine((given) => given, { error: t('consentRequired') }))
}

/**
 * Consent as the spec's own API clients may send it: not at all (spec §7 names no such field), or
 * a boolean that is recorded as given. The site's forms require the tick with `consent`.
 */
export function recordedConsent(t: FormTranslator) {
  return z.pipe(
    z.optional(z.boolean({ error: t('consentRequired') })),
    z.transform((given) => given === true),
  )
}

/** A Saudi IBAN, kept without the spaces people type; the checksum catches a mistyped digit. */
export function saudiIban(t: FormTranslator) {
  return z
    .string({ error: t('ibanRequired') })
    .check(
      z.overwrite(compactIban),
      z.minLength(1, { error: t('ibanRequired'), abort: true }),
      z.regex(SAUDI_IBAN, { error: t('ibanFormat'), abort: true }),
      z.refine(hasValidIbanChecksum, { error: t('ibanChecksum') }),
    )
}

/** What the schema needs to know of a file: the browser's File and the server's both have it. */
type FileLike = { name: string; size: number }

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  )
}

/**
 * Attached documents: 1 to 5 files of at most 2 MB, named as PDF, JPG, PNG or BMP. The API also
 * reads each file's bytes, since a name proves nothing.
 */
export function documents(t: FormTranslator) {
  // Checked on the list, not on each file: a message then belongs to the field, not to "file 2".
  return z.pipe(
    // The browser's file input gives a FileList; the API gives an array.
    z.transform((value: unknown) =>
      value && typeof value === 'object' && 'length' in value && !Array.isArray(value)
        ? Array.from(value as ArrayLike<unknown>)
        : value,
    ),
    z
      .array(
        z.custom<FileLike>(isFileLike, { error: t('documentType'), params: unsupportedType }),
        { error: t('documentsRequired') },
      )
      .check(
        z.minLength(1, { error: t('documentsRequired'), abort: true }),
        z.maxLength(DOCUMENTS_MAX, {
          error: t('documentsTooMany', { max: DOCUMENTS_MAX }),
          abort: true,
        }),
        z.refine((files) => files.every((f) => f.size <= DOCUMENT_MAX_BYTES), {
          error: t('documentTooLarge'),
          abort: true,
          params: tooLarge,
        }),
        z.refine((files) => files.every((f) => looksLikeDocument(f.name)), {
          error: t('documentType'),
          params: unsupportedType,
        }),
      ),
  )
}
