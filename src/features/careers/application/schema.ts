import * as z from 'zod/mini'

import { type FieldList, type FormInput, type FormOutput } from '@/forms/fieldList'
import { schemaOf } from '@/forms/schemaOf'
import { tooLarge, unsupportedType } from '@/forms/issues'
import { email, limitedText } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'

import { COVER_LETTER_MAX, COVER_LETTER_TITLE_MAX, CV_MAX_BYTES, NAME_MAX } from './limits'

/** Digits with an optional leading + (spaces, dashes and brackets dropped); applicants may live abroad. */
function phoneNumber(t: FormTranslator) {
  return z.string({ error: t('phoneNumberRequired') }).check(
    z.overwrite((value) => value.replace(/[\s()-]/g, '')),
    z.minLength(1, { error: t('phoneNumberRequired'), abort: true }),
    z.regex(/^\+?\d+$/, { error: t('onlyDigits'), abort: true }),
    z.refine((value) => /^\+?\d{9,15}$/.test(value), { error: t('phoneLength') }),
  )
}

/** The file an input or a multipart body gives: a File, or the first of a FileList. */
function firstFile(value: unknown): File | null {
  if (typeof File !== 'undefined' && value instanceof File) return value
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.item(0)
  return null
}

/** What the browser can tell about a file before sending it; the server reads the bytes instead. */
export function looksLikePdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
}

/**
 * The CV. In the browser the name, type and size are checked at once; the server passes
 * `inspectFile: false` and checks the real bytes and size itself, answering 415 and 413.
 */
function cvFile(t: FormTranslator, inspectFile: boolean) {
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx): File => {
      const file = firstFile(value)
      if (!file || file.size === 0) {
        ctx.issues.push({ code: 'custom', message: t('cvRequired'), input: value })
        return z.NEVER
      }
      if (inspectFile && !looksLikePdf(file)) {
        ctx.issues.push({
          code: 'custom',
          message: t('cvNotPdf'),
          input: value,
          params: unsupportedType,
        })
        return z.NEVER
      }
      if (inspectFile && file.size > CV_MAX_BYTES) {
        ctx.issues.push({
          code: 'custom',
          message: t('cvTooLarge'),
          input: value,
          params: tooLarge,
        })
        return z.NEVER
      }
      return file
    }),
  )
}

/** A ticked box: a checkbox's `true`, or "true" / "on" from a form body. */
function ticked() {
  return z.pipe(
    z.unknown(),
    z.transform((value) => value === true || value === 'true' || value === 'on'),
  )
}

/** A box that must be ticked (the apply form), or one only recorded (the spec's API clients). */
function acceptance(t: FormTranslator, required: boolean) {
  return required
    ? ticked().check(z.refine((given) => given, { error: t('acceptanceRequired') }))
    : ticked()
}

/** The browser checks the CV's name, type and size; the API reads its bytes instead, and takes the spec's body. */
type ApplicationContext = { inspectFile: boolean; requireAcceptance: boolean }

/** The fields of spec §3 "Job application values", plus the two acceptances, in form order. */
export const jobApplicationFields = {
  first_name: {
    kind: 'text',
    rule: (t: FormTranslator) =>
      limitedText(t, 'firstNameRequired', t('firstNameTooLong'), NAME_MAX),
  },
  last_name: {
    kind: 'text',
    rule: (t: FormTranslator) => limitedText(t, 'lastNameRequired', t('lastNameTooLong'), NAME_MAX),
  },
  email: { kind: 'email', rule: email },
  phone_number: { kind: 'phone', rule: phoneNumber },
  cv_url: {
    kind: 'file',
    rule: (t: FormTranslator, { inspectFile }: ApplicationContext) => cvFile(t, inspectFile),
  },
  cover_letter_title: {
    kind: 'text',
    rule: (t: FormTranslator) =>
      limitedText(
        t,
        'coverLetterTitleRequired',
        t('coverLetterTitleTooLong'),
        COVER_LETTER_TITLE_MAX,
      ),
  },
  // Spec §5: an empty cover letter gives "Message is required".
  cover_letter_description: {
    kind: 'textarea',
    rule: (t: FormTranslator) =>
      limitedText(t, 'messageRequired', t('coverLetterDescriptionTooLong'), COVER_LETTER_MAX, true),
  },
  declaration: {
    kind: 'checkbox',
    rule: (t: FormTranslator, { requireAcceptance }: ApplicationContext) =>
      acceptance(t, requireAcceptance),
  },
  terms: {
    kind: 'checkbox',
    rule: (t: FormTranslator, { requireAcceptance }: ApplicationContext) =>
      acceptance(t, requireAcceptance),
  },
} as const satisfies FieldList<ApplicationContext>

export type JobApplicationField = keyof typeof jobApplicationFields

/**
 * A job application (spec §3, §5): one schema for the browser (messages from next-intl) and for
 * `POST /api/jobs/{id}` (messages in the request's language).
 */
export function jobApplicationSchema(
  t: FormTranslator,
  {
    inspectFile = true,
    requireAcceptance = true,
  }: { inspectFile?: boolean; requireAcceptance?: boolean } = {},
) {
  return schemaOf(jobApplicationFields, t, { inspectFile, requireAcceptance })
}

export type JobApplicationInput = FormInput<typeof jobApplicationFields>
export type JobApplication = FormOutput<typeof jobApplicationFields>
