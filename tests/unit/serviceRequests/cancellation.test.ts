import { describe, expect, it } from 'vitest'

import { fieldErrors } from '@/forms/issues'
import { DOCUMENT_MAX_BYTES } from '@/forms/documents'
import { compactIban, hasValidIbanChecksum } from '@/forms/iban'
import { insuranceCancellationSchema } from '@/features/service-requests/types/insuranceCancellation'
import { type FormErrorKey, formTranslator } from '@/forms/messages'
import { messages } from '@/i18n/messages'

import { cancellationKeys, validCancellation } from '@/features/service-requests/samples'
import { seededOptionValues } from '../../helpers/serviceRequests'

const { en, ar } = messages

const file = (name: string, size = 1000) => ({ name, size })
const valid = { ...validCancellation, documents: [file('refusal.pdf'), file('passport.jpg')] }

function errorsOf(locale: 'en' | 'ar', changes: Record<string, unknown>) {
  const result = insuranceCancellationSchema(formTranslator(locale), seededOptionValues).safeParse({
    ...valid,
    ...changes,
  })
  return result.success ? {} : fieldErrors(result.error)
}

const cases: [string, unknown, FormErrorKey][] = [
  ['reason', '', 'reasonRequired'],
  ['reason', 'Reason 1', 'optionInvalid'],
  ['iban', '', 'ibanRequired'],
  ['iban', 'GB82 WEST 1234 5698 7654 32', 'ibanFormat'],
  ['iban', 'SA03 8000 0000 6080 1016 751', 'ibanFormat'],
  ['iban', 'SA03 8000 0000 6080 1016 7518', 'ibanChecksum'],
  ['documents', [], 'documentsRequired'],
  ['documents', undefined, 'documentsRequired'],
  ['documents', Array.from({ length: 6 }, (_, i) => file(`page-${i}.png`)), 'documentsTooMany'],
  ['documents', [file('visa.pdf', DOCUMENT_MAX_BYTES + 1)], 'documentTooLarge'],
  ['documents', [file('setup.exe')], 'documentType'],
  ['policy_number', '', 'policyNumberRequired'],
  ['phone', '', 'phoneRequired'],
  ['email', 'sara@', 'emailInvalid'],
  ['consent', false, 'consentRequired'],
]

describe('insurance cancellation schema', () => {
  it('accepts a valid request and keeps the IBAN without spaces', () => {
    const result = insuranceCancellationSchema(formTranslator('en'), seededOptionValues).parse(
      valid,
    )
    expect(result.iban).toBe('SA0380000000608010167519')
    expect(result.documents).toHaveLength(2)
  })

  it('accepts files of exactly 2 MB, in any of the four kinds, whatever the case of the name', () => {
    const documents = [
      file('a.PDF', DOCUMENT_MAX_BYTES),
      file('b.jpeg'),
      file('c.png'),
      file('d.bmp'),
    ]
    expect(errorsOf('en', { documents })).toEqual({})
  })

  for (const locale of ['en', 'ar'] as const) {
    for (const [field, value, key] of cases) {
      it(`${locale}: ${field} = ${JSON.stringify(value)?.slice(0, 30)} → ${key}`, () => {
        const expected = formTranslator(locale)(key, { max: 5 })
        expect(errorsOf(locale, { [field]: value })).toEqual({ [field]: expected })
      })
    }
  }

  it('tests every message of its own', () => {
    expect(cancellationKeys.filter((key) => !cases.some((c) => c[2] === key))).toEqual([])
  })

  it('says what is wrong in plain words, in both languages', () => {
    expect(en.forms.errors.ibanFormat).toBe('Enter a Saudi IBAN: SA followed by 22 digits')
    expect(formTranslator('en')('documentsTooMany', { max: 5 })).toBe('Attach at most 5 documents')
    for (const key of cancellationKeys)
      expect(ar.forms.errors[key as FormErrorKey]).toMatch(/[\u0600-\u06FF]{2}/)
  })
})

describe('IBAN checksum (ISO 13616 mod 97)', () => {
  it('accepts real Saudi IBANs and refuses one changed digit or swapped pair', () => {
    expect(hasValidIbanChecksum('SA0380000000608010167519')).toBe(true)
    expect(hasValidIbanChecksum('SA4420000001234567891234')).toBe(true)
    expect(hasValidIbanChecksum('SA0380000000608010167591')).toBe(false)
    expect(hasValidIbanChecksum('SA0480000000608010167519')).toBe(false)
  })

  it('reads the IBAN as the bank prints it', () => {
    expect(compactIban(' sa03 8000-0000 6080 1016 7519 ')).toBe('SA0380000000608010167519')
  })
})
