import { describe, expect, it } from 'vitest'

import { shiftIso, todayIso } from '@/forms/dates'
import { fieldErrors } from '@/forms/issues'
import { requestSchemas, type JsonRequestType } from '@/features/service-requests/types'
import { type FormErrorKey, formTranslator } from '@/forms/messages'
import { trackingSchema } from '@/features/service-requests/types/tracking'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

import { cancellationKeys, requiredFields, validSamples } from '@/features/service-requests/samples'
import { seededOptionValues } from '../../helpers/serviceRequests'

const { en, ar } = messages

/** Spec §5 "Other form messages", copied from the spec. */
const specMessages = {
  fullNameRequired: 'Full Name is required',
  idNumberRequired: 'ID or Iqama Number is required',
  onlyDigits: 'Must contain only digits',
  phoneRequired: 'Phone Number is required',
  cityRequired: 'City is required',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required',
  complaintRelationRequired: 'Complaint Relation is required',
  descriptionRequired: 'Description is required',
  idRequired: 'ID is required',
  complaintNumberRequired: 'Complaint Number is required',
  claimNumberRequired: 'Claim Number is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
}

/** The Arabic twins, fixed here so a changed translation is a decision, not an accident. */
const arabicSpecMessages = {
  fullNameRequired: 'الاسم الكامل مطلوب',
  idNumberRequired: 'رقم الهوية أو الإقامة مطلوب',
  onlyDigits: 'يجب أن يحتوي على أرقام فقط',
  phoneRequired: 'رقم الهاتف مطلوب',
  cityRequired: 'المدينة مطلوبة',
  emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
  emailRequired: 'البريد الإلكتروني مطلوب',
  complaintRelationRequired: 'مجال الشكوى مطلوب',
  descriptionRequired: 'الوصف مطلوب',
  idRequired: 'رقم الهوية مطلوب',
  complaintNumberRequired: 'رقم الشكوى مطلوب',
  claimNumberRequired: 'رقم المطالبة مطلوب',
  subjectRequired: 'الموضوع مطلوب',
  messageRequired: 'الرسالة مطلوبة',
}

const long = (n: number) => 'x'.repeat(n)
const today = todayIso()

/** [type, field, value (undefined = left out), the message it must give]. */
type Case = [JsonRequestType, string, unknown, FormErrorKey, { max: number }?]

const cases: Case[] = [
  ['complaint', 'full_name', '', 'fullNameRequired'],
  ['complaint', 'full_name', '   ', 'fullNameRequired'],
  ['complaint', 'full_name', undefined, 'fullNameRequired'],
  ['complaint', 'full_name', 42, 'fullNameRequired'],
  ['complaint', 'full_name', long(101), 'tooLong', { max: 100 }],
  ['complaint', 'id_number', '', 'idNumberRequired'],
  ['complaint', 'id_number', '10123x5678', 'onlyDigits'],
  ['complaint', 'id_number', '123456789', 'idNumberLength'],
  ['complaint', 'phone', '', 'phoneRequired'],
  ['complaint', 'phone', '05O1234567', 'onlyDigits'],
  ['complaint', 'phone', '966+501234567', 'onlyDigits'],
  ['complaint', 'phone', '0501', 'phoneLength'],
  ['complaint', 'phone', '0'.repeat(16), 'phoneLength'],
  ['complaint', 'email', '', 'emailRequired'],
  ['complaint', 'email', 'sara@', 'emailInvalid'],
  ['complaint', 'email', `${long(250)}@example.com`, 'emailInvalid'],
  ['complaint', 'city', '', 'cityRequired'],
  ['complaint', 'city', 'Atlantis', 'optionInvalid'],
  ['complaint', 'product', 'space-insurance', 'optionInvalid'],
  ['complaint', 'requester_type', 'Fax', 'optionInvalid'],
  ['complaint', 'service_request_type', '', 'serviceRequestTypeRequired'],
  ['complaint', 'service_request_type', 'Praise', 'optionInvalid'],
  ['complaint', 'complaint_relation', '', 'complaintRelationRequired'],
  ['complaint', 'complaint_relation', 'Life', 'optionInvalid'],
  ['complaint', 'description', ' ', 'descriptionRequired'],
  ['complaint', 'description', long(2001), 'tooLong', { max: 2000 }],
  ['complaint', 'consent', false, 'consentRequired'],
  ['complaint', 'consent', undefined, 'consentRequired'],
  ['claim', 'full_name', '', 'fullNameRequired'],
  ['claim', 'id_number', '', 'idNumberRequired'],
  ['claim', 'phone', '', 'phoneRequired'],
  ['claim', 'city', '', 'cityRequired'],
  ['claim', 'email', 'not-an-email', 'emailInvalid'],
  ['claim', 'policy_number', '', 'policyNumberRequired'],
  ['claim', 'policy_number', long(31), 'tooLong', { max: 30 }],
  ['claim', 'claim_number', long(31), 'tooLong', { max: 30 }],
  ['claim', 'claim_number', null, 'invalid'],
  ['claim', 'comments', long(2001), 'tooLong', { max: 2000 }],
  ['details-request', 'full_name', '', 'fullNameRequired'],
  ['details-request', 'company_name', '', 'companyNameRequired'],
  ['details-request', 'position', long(101), 'tooLong', { max: 100 }],
  ['details-request', 'email', '', 'emailRequired'],
  ['quote', 'product', '', 'productRequired'],
  ['quote', 'city', '', 'cityRequired'],
  ['visa-activation', 'policy_number', '', 'policyNumberRequired'],
  ['visa-activation', 'visa_number', '', 'visaNumberRequired'],
  ['visa-activation', 'passport_number', '', 'passportNumberRequired'],
  ['visa-activation', 'entry_date', '', 'entryDateRequired'],
  ['visa-activation', 'entry_date', '2026-02-30', 'dateInvalid'],
  ['visa-activation', 'entry_date', '01/12/2026', 'dateInvalid'],
  ['insurance-extension', 'passport_number', '', 'passportNumberRequired'],
  ['insurance-extension', 'visa_number', '', 'visaNumberRequired'],
  ['insurance-extension', 'border_number', '', 'borderNumberRequired'],
  ['insurance-extension', 'extension_period', '', 'extensionPeriodRequired'],
  ['insurance-extension', 'extension_period', '7 years', 'optionInvalid'],
  ['insurance-extension', 'visa_expiry_date', '', 'visaExpiryDateRequired'],
  ['insurance-extension', 'visa_expiry_date', '2027-02-29', 'dateInvalid'],
  // Entry within a year either side of today; a visa that has not expired, at most a year ahead.
  ['visa-activation', 'entry_date', shiftIso(today, { years: -1, days: -1 }), 'entryDateTooEarly'],
  ['visa-activation', 'entry_date', shiftIso(today, { years: 1, days: 1 }), 'entryDateTooLate'],
  ['insurance-extension', 'visa_expiry_date', shiftIso(today, { days: -1 }), 'visaExpiryDatePast'],
  [
    'insurance-extension',
    'visa_expiry_date',
    shiftIso(today, { years: 1, days: 1 }),
    'visaExpiryDateTooLate',
  ],
]

/** Status lookups: [type, input, the message key each failing field must give]. */
const lookups = [
  ['claim', { id: '', number: 'CLM-1' }, { id: 'idNumberRequired' }],
  ['claim', { id: '1012345678', number: '' }, { number: 'claimNumberRequired' }],
  ['claim', { id: '10123456x8', number: 'CLM-1' }, { id: 'onlyDigits' }],
  ['complaint', { id: '', number: 'CMP-1' }, { id: 'idRequired' }],
  ['complaint', { id: '1012345678', number: ' ' }, { number: 'complaintNumberRequired' }],
  ['complaint', { id: '123', number: 'CMP-1' }, { id: 'idNumberLength' }],
] as const

function errorsOf(type: JsonRequestType, locale: Locale, field: string, value: unknown) {
  const input: Record<string, unknown> = { ...validSamples[type], [field]: value }
  if (value === undefined) delete input[field]
  const result = requestSchemas[type](formTranslator(locale), seededOptionValues).safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('service request messages', () => {
  it('are the spec’s words in English', () => {
    expect(en.forms.errors).toMatchObject(specMessages)
  })

  it('have real Arabic twins', () => {
    expect(ar.forms.errors).toMatchObject(arabicSpecMessages)
    for (const [key, text] of Object.entries(ar.forms.errors)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]{2}/)
      expect(text, key).not.toBe(en.forms.errors[key as FormErrorKey])
    }
  })

  it('count characters in good Arabic', () => {
    const t = formTranslator('ar')
    expect(t('tooLong', { max: 30 })).toBe('يجب ألا يزيد على 30 حرفًا')
    expect(t('tooLong', { max: 100 })).toBe('يجب ألا يزيد على 100 حرف')
    expect(t('tooLong', { max: 2000 })).toBe('يجب ألا يزيد على 2000 حرف')
  })
})

describe('service request schemas', () => {
  for (const type of Object.keys(requestSchemas) as JsonRequestType[]) {
    it(`accept a valid ${type}`, () => {
      const result = requestSchemas[type](formTranslator('en'), seededOptionValues).safeParse(
        validSamples[type],
      )
      expect(result.error?.issues ?? []).toEqual([])
    })
  }

  for (const locale of ['en', 'ar'] as const) {
    for (const [type, field, value, key, values] of cases) {
      it(`${locale}: ${type}.${field} = ${JSON.stringify(value)?.slice(0, 24)} → ${key}`, () => {
        const expected = formTranslator(locale)(key, values)
        expect(errorsOf(type, locale, field, value)).toEqual({ [field]: expected })
      })
    }
  }

  it('test every field message the schemas can give', () => {
    const tested = new Set<string>([
      ...cases.map((c) => c[3]),
      ...lookups.flatMap(([, , expected]) => Object.values(expected)),
      // Each type's required fields, left blank, through the API in both languages
      // (tests/int/service-requests.int.test.ts).
      ...Object.values(requiredFields).flatMap((fields) => Object.values(fields)),
    ])
    // Tested with their own schemas: the contact form (tests/unit/contact/schema.test.ts), the
    // cancellation (./cancellation.test.ts), the job application (tests/unit/jobApplication.test.ts).
    const jobApplication = [
      'firstNameRequired',
      'firstNameTooLong',
      'lastNameRequired',
      'lastNameTooLong',
      'phoneNumberRequired',
      'cvRequired',
      'cvNotPdf',
      'cvTooLarge',
      'coverLetterTitleRequired',
      'coverLetterTitleTooLong',
      'coverLetterDescriptionTooLong',
      'acceptanceRequired',
    ]
    const notFromSchemas = [
      'subjectRequired',
      'messageRequired',
      'nameRequired',
      'nameTooShort',
      'typeUnknown',
      ...cancellationKeys,
      ...jobApplication,
    ]
    const all = Object.keys(en.forms.errors).filter((key) => !notFromSchemas.includes(key))
    expect(all.filter((key) => !tested.has(key))).toEqual([])
  })

  it('clean what people type: spaces around text, spaces and dashes inside phone numbers', () => {
    const result = requestSchemas.complaint(formTranslator('en'), seededOptionValues).parse({
      ...validSamples.complaint,
      full_name: '  Sara Al-Harbi ',
      phone: '(050) 123-4567',
      id_number: ' 1012345678 ',
    })
    expect(result).toMatchObject({
      full_name: 'Sara Al-Harbi',
      phone: '0501234567',
      id_number: '1012345678',
    })
  })

  it('accept the first and last day of each date range', () => {
    for (const entry of [shiftIso(today, { years: -1 }), today, shiftIso(today, { years: 1 })]) {
      expect(errorsOf('visa-activation', 'en', 'entry_date', entry)).toEqual({})
    }
    for (const expiry of [today, shiftIso(today, { years: 1 })]) {
      expect(errorsOf('insurance-extension', 'en', 'visa_expiry_date', expiry)).toEqual({})
    }
  })

  it('accept an international number with its +', () => {
    expect(errorsOf('complaint', 'en', 'phone', '+966 50 123 4567')).toEqual({})
  })

  it('fill what was left out: optional fields empty, the complaint channel Website', () => {
    const { requester_type: _r, product: _p, ...rest } = validSamples.complaint
    const result = requestSchemas.complaint(formTranslator('en'), seededOptionValues).parse(rest)
    expect(result).toMatchObject({ requester_type: 'Website', product: '' })
  })

  it('drop fields a type does not have', () => {
    const result = requestSchemas
      .quote(formTranslator('en'), seededOptionValues)
      .parse({ ...validSamples.quote, is_admin: true })
    expect(result).not.toHaveProperty('is_admin')
  })

  it('give one message per field, the first that applies', () => {
    expect(errorsOf('complaint', 'en', 'email', '')).toEqual({ email: 'Email is required' })
    expect(errorsOf('complaint', 'en', 'id_number', 'abc')).toEqual({
      id_number: 'Must contain only digits',
    })
  })
})

describe('tracking schemas', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const [type, input, expected] of lookups) {
      it(`${locale}: ${type} ${JSON.stringify(input)}`, () => {
        const t = formTranslator(locale)
        const result = trackingSchema(type, t).safeParse(input)
        expect(result.success).toBe(false)
        const want = Object.fromEntries(
          Object.entries(expected).map(([field, key]) => [field, t(key)]),
        )
        expect(fieldErrors(result.error!)).toEqual(want)
      })
    }
  }

  it('accept a complete pair', () => {
    expect(
      trackingSchema('complaint', formTranslator('en')).parse({
        id: '1012345678',
        number: ' cmp-2026-1 ',
      }),
    ).toEqual({
      id: '1012345678',
      number: 'cmp-2026-1',
    })
  })
})
