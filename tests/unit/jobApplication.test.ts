import { describe, expect, it } from 'vitest'

import { CV_MAX_BYTES } from '@/features/careers/application/limits'
import { jobApplicationSchema } from '@/features/careers/application/schema'
import { fieldErrors } from '@/forms/issues'
import { formTranslator } from '@/forms/messages'
import type { Locale } from '@/i18n/locales'

/** Spec §5 "Job application", copied from the spec, with the Arabic twins fixed here. */
const messages = {
  en: {
    firstNameRequired: 'First name is required',
    firstNameTooLong: 'First name must be 40 characters or less',
    lastNameRequired: 'Last name is required',
    lastNameTooLong: 'Last name must be 40 characters or less',
    emailInvalid: 'Invalid email address',
    emailRequired: 'Email is required',
    phoneNumberRequired: 'Phone number is required',
    cvRequired: 'CV is required',
    cvNotPdf: 'Only PDF files are allowed',
    coverLetterTitleRequired: 'Cover letter title is required',
    coverLetterTitleTooLong: 'Cover letter title must be 40 characters or less',
    messageRequired: 'Message is required',
    coverLetterDescriptionTooLong: 'Cover letter description must be 1000 characters or less',
    acceptanceRequired: 'You must accept the declaration and the terms and conditions.',
    cvTooLarge: 'The CV must be 2 MB or smaller',
  },
  ar: {
    firstNameRequired: 'الاسم الأول مطلوب',
    firstNameTooLong: 'يجب ألا يزيد الاسم الأول على 40 حرفًا',
    lastNameRequired: 'اسم العائلة مطلوب',
    lastNameTooLong: 'يجب ألا يزيد اسم العائلة على 40 حرفًا',
    emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
    emailRequired: 'البريد الإلكتروني مطلوب',
    phoneNumberRequired: 'رقم الهاتف مطلوب',
    cvRequired: 'السيرة الذاتية مطلوبة',
    cvNotPdf: 'يُسمح بملفات PDF فقط',
    coverLetterTitleRequired: 'عنوان خطاب التقديم مطلوب',
    coverLetterTitleTooLong: 'يجب ألا يزيد عنوان خطاب التقديم على 40 حرفًا',
    messageRequired: 'الرسالة مطلوبة',
    coverLetterDescriptionTooLong: 'يجب ألا يزيد نص خطاب التقديم على 1000 حرف',
    acceptanceRequired: 'يجب أن توافق على الإقرار وعلى الشروط والأحكام.',
    cvTooLarge: 'يجب ألا يزيد حجم السيرة الذاتية على 2 ميغابايت',
  },
} as const

type Key = keyof (typeof messages)['en']

const pdf = (size = 64, name = 'cv.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size).fill(0x20)], name, { type })

const valid = () => ({
  first_name: 'Noura',
  last_name: 'Al-Qahtani',
  email: 'noura@example.com',
  phone_number: '050 123 4567',
  cv_url: pdf(),
  cover_letter_title: 'Actuarial Analyst application',
  cover_letter_description: 'I have passed two actuarial exams and work with R every day.',
  declaration: true,
  terms: true,
})

/** [field, value (undefined = left out), message key]: every message of the schema. */
const cases: [string, unknown, Key][] = [
  ['first_name', '', 'firstNameRequired'],
  ['first_name', '   ', 'firstNameRequired'],
  ['first_name', undefined, 'firstNameRequired'],
  ['first_name', 'x'.repeat(41), 'firstNameTooLong'],
  ['last_name', '', 'lastNameRequired'],
  ['last_name', 'x'.repeat(41), 'lastNameTooLong'],
  ['email', '', 'emailRequired'],
  ['email', 'noura@', 'emailInvalid'],
  ['phone_number', '', 'phoneNumberRequired'],
  ['cv_url', undefined, 'cvRequired'],
  ['cv_url', pdf(0), 'cvRequired'],
  ['cv_url', 'cv.pdf', 'cvRequired'],
  [
    'cv_url',
    pdf(64, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    'cvNotPdf',
  ],
  ['cv_url', pdf(CV_MAX_BYTES + 1), 'cvTooLarge'],
  ['cover_letter_title', '', 'coverLetterTitleRequired'],
  ['cover_letter_title', 'x'.repeat(41), 'coverLetterTitleTooLong'],
  ['cover_letter_description', '', 'messageRequired'],
  ['cover_letter_description', 'x'.repeat(1001), 'coverLetterDescriptionTooLong'],
  ['declaration', false, 'acceptanceRequired'],
  ['terms', undefined, 'acceptanceRequired'],
]

function errorsOf(locale: Locale, input: Record<string, unknown>, inspectFile = true) {
  const result = jobApplicationSchema(formTranslator(locale), { inspectFile }).safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('job application schema', () => {
  it('accepts a complete application and tidies the phone number', () => {
    const result = jobApplicationSchema(formTranslator('en')).safeParse(valid())
    expect(result.success).toBe(true)
    expect(result.data?.phone_number).toBe('0501234567')
    expect(result.data?.cv_url).toBeInstanceOf(File)
  })

  it('takes the acceptances as a form body sends them', () => {
    expect(errorsOf('en', { ...valid(), declaration: 'true', terms: 'on' })).toEqual({})
    expect(errorsOf('en', { ...valid(), declaration: 'false' })).toEqual({
      declaration: messages.en.acceptanceRequired,
    })
  })

  it('keeps the limits exactly: 40 and 1000 characters are still accepted', () => {
    expect(
      errorsOf('en', {
        ...valid(),
        first_name: 'x'.repeat(40),
        last_name: 'x'.repeat(40),
        cover_letter_title: 'x'.repeat(40),
        cover_letter_description: 'x'.repeat(1000),
      }),
    ).toEqual({})
    expect(errorsOf('en', { ...valid(), cv_url: pdf(CV_MAX_BYTES) })).toEqual({})
  })

  for (const locale of ['en', 'ar'] as const) {
    for (const [field, value, key] of cases) {
      it(`${locale}: ${field} = ${JSON.stringify(value)?.slice(0, 16) ?? 'missing'} gives "${messages[locale][key]}"`, () => {
        const input: Record<string, unknown> = { ...valid(), [field]: value }
        if (value === undefined) delete input[field]
        expect(errorsOf(locale, input)).toEqual({ [field]: messages[locale][key] })
      })
    }
  }

  it('leaves the file type and size to the server when told (it reads the bytes)', () => {
    expect(errorsOf('en', { ...valid(), cv_url: pdf(64, 'cv.txt', 'text/plain') }, false)).toEqual(
      {},
    )
    expect(errorsOf('en', { ...valid(), cv_url: pdf(CV_MAX_BYTES + 1) }, false)).toEqual({})
    expect(errorsOf('en', { ...valid(), cv_url: undefined }, false)).toEqual({
      cv_url: messages.en.cvRequired,
    })
  })

  it('lists every failing field at once', () => {
    expect(Object.keys(errorsOf('ar', {}))).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'cv_url',
      'cover_letter_title',
      'cover_letter_description',
      'declaration',
      'terms',
    ])
  })
})
