import { describe, expect, it } from 'vitest'

import { contactSchema } from '@/features/contact/schema'
import { fieldErrors } from '@/forms/issues'
import { formTranslator } from '@/forms/messages'
import type { Locale } from '@/i18n/locales'

import { validContact } from '../../helpers/contact'

/** Spec §5 "Contact form", copied from the spec, with the Arabic twins fixed beside them. */
const messages = {
  nameRequired: { en: 'Name is required', ar: 'الاسم مطلوب' },
  nameTooShort: { en: 'Name must be at least 3 characters', ar: 'يجب ألا يقل الاسم عن 3 أحرف' },
  emailInvalid: { en: 'Invalid email address', ar: 'عنوان البريد الإلكتروني غير صالح' },
  emailRequired: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  subjectRequired: { en: 'Subject is required', ar: 'الموضوع مطلوب' },
  messageRequired: { en: 'Message is required', ar: 'الرسالة مطلوبة' },
  consentRequired: {
    en: 'You must agree to the use of your details to continue',
    ar: 'يجب أن توافق على استخدام بياناتك للمتابعة',
  },
} as const

/** [field, value (undefined = left out), the message it must give]. */
const cases: [string, unknown, keyof typeof messages][] = [
  ['name', '', 'nameRequired'],
  ['name', '   ', 'nameRequired'],
  ['name', undefined, 'nameRequired'],
  ['name', 'Al', 'nameTooShort'],
  ['name', '  Al  ', 'nameTooShort'],
  // Invisible marks and control characters are no answer either.
  ['name', '\u200b\u200b\u200b', 'nameRequired'],
  ['name', '\u0007\u001b\u0008', 'nameRequired'],
  ['name', '\u200fAl\ufeff', 'nameTooShort'],
  ['name', '\u202e\u202e\u202e', 'nameRequired'],
  ['name', '\u2066\u00ad\u034f\u2069', 'nameRequired'],
  ['name', '\u0301\u0301\u0301', 'nameRequired'],
  ['subject', '\u3164\u3164\u3164', 'subjectRequired'],
  ['subject', '\u115f\u1160', 'subjectRequired'],
  ['email', '', 'emailRequired'],
  ['email', undefined, 'emailRequired'],
  ['email', 'noura@', 'emailInvalid'],
  ['email', 'noura.example.com', 'emailInvalid'],
  ['subject', '', 'subjectRequired'],
  ['subject', ' ', 'subjectRequired'],
  ['subject', undefined, 'subjectRequired'],
  ['message', '', 'messageRequired'],
  ['message', '\n\n', 'messageRequired'],
  ['message', '\u2060\n\u200c', 'messageRequired'],
  ['message', '\u2800\u2800\u2800', 'messageRequired'],
  ['message', undefined, 'messageRequired'],
  ['consent', false, 'consentRequired'],
  ['consent', undefined, 'consentRequired'],
]

function errorsOf(locale: Locale, field: string, value: unknown) {
  const input: Record<string, unknown> = { ...validContact, [field]: value }
  if (value === undefined) delete input[field]
  const result = contactSchema(formTranslator(locale)).safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('contact form schema', () => {
  it('accepts a valid message and trims what was typed', () => {
    const result = contactSchema(formTranslator('en')).parse({
      ...validContact,
      name: '  Noura  ',
      subject: ' Hello ',
    })
    expect(result).toEqual({ ...validContact, name: 'Noura', subject: 'Hello' })
  })

  it('makes a one-line answer one line and drops direction overrides', () => {
    const result = contactSchema(formTranslator('en')).parse({
      ...validContact,
      name: 'Eve\u202e evE',
      subject: 'Hi\r\nBcc: victim@example.com\r\nX-Injected: 1',
    })
    expect([result.name, result.subject]).toEqual([
      'Eve evE',
      'Hi Bcc: victim@example.com X-Injected: 1',
    ])
  })

  it('drops control characters and keeps marks inside the text and line breaks', () => {
    const result = contactSchema(formTranslator('en')).parse({
      ...validContact,
      name: '\u200bNou\u0007ra\u001b',
      subject: 'می\u200cخواهم',
      message: 'First line\r\nSecond\tline',
    })
    expect([result.name, result.subject, result.message]).toEqual([
      'Noura',
      'می\u200cخواهم',
      'First line\r\nSecond\tline',
    ])
  })

  it('needs no phone number and sets no rule on it (spec §5)', () => {
    const { phoneNumber: _left, ...rest } = validContact
    expect(contactSchema(formTranslator('en')).parse(rest).phoneNumber).toBe('')
    expect(errorsOf('en', 'phoneNumber', '')).toEqual({})
    expect(errorsOf('en', 'phoneNumber', '+966 (55) 123-4567 ext. 2')).toEqual({})
  })

  it('accepts a name of exactly 3 characters, in Arabic script too', () => {
    expect(errorsOf('en', 'name', 'Ali')).toEqual({})
    expect(errorsOf('ar', 'name', 'علي')).toEqual({})
    // Ending in a mark (tanween), which stays.
    expect(contactSchema(formTranslator('ar')).parse({ ...validContact, name: 'مُؤَمَّنٌ' }).name).toBe(
      'مُؤَمَّنٌ',
    )
  })

  for (const locale of ['en', 'ar'] as const) {
    for (const [field, value, key] of cases) {
      it(`${locale}: ${field} = ${JSON.stringify(value)} → ${messages[key][locale]}`, () => {
        expect(errorsOf(locale, field, value)).toEqual({ [field]: messages[key][locale] })
      })
    }
  }

  it('lists every failing field at once, one message each', () => {
    const result = contactSchema(formTranslator('en')).safeParse({})
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
      consent: messages.consentRequired.en,
    })
  })

  it('keeps long texts out', () => {
    expect(errorsOf('en', 'name', 'x'.repeat(101))).toEqual({
      name: 'Must be 100 characters or less',
    })
    expect(errorsOf('en', 'subject', 'x'.repeat(201))).toEqual({
      subject: 'Must be 200 characters or less',
    })
    expect(errorsOf('en', 'message', 'x'.repeat(2001))).toEqual({
      message: 'Must be 2000 characters or less',
    })
    expect(errorsOf('ar', 'phoneNumber', '1'.repeat(31))).toEqual({
      phoneNumber: 'يجب ألا يزيد على 30 حرفًا',
    })
  })
})
