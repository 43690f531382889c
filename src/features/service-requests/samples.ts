// The feature's own tests' helpers: one valid request of each type as the site's forms send it,
// and what each type cannot do without. A new request type adds its sample and its required
// fields here, and the API, notification, audit and data-rights tests take it in.
import { shiftIso, todayIso } from '@/forms/dates'
import type { FormErrorKey } from '@/forms/messages'

import type { JsonRequestType } from './types'

/** Dates the visa forms accept whenever the tests run: they must be near today. */
const today = todayIso()

/** One valid submission of each JSON request type, as a browser form sends it. */
export const validSamples: Record<JsonRequestType, Record<string, unknown>> = {
  'details-request': {
    full_name: 'Khalid Al-Otaibi',
    position: 'HR Manager',
    phone: '0551234567',
    email: 'khalid@example.com',
    company_name: 'Najd Logistics',
    company_activity: 'Freight',
    product: 'health-insurance',
    comments: '120 employees and their families.',
    consent: true,
  },
  claim: {
    full_name: 'Sara Al-Harbi',
    id_number: '1012345678',
    phone: '0501234567',
    city: 'Jeddah',
    email: 'sara@example.com',
    policy_number: 'MTR-2026-0042',
    claim_number: '',
    product: 'motor-insurance',
    comments: 'Rear bumper damaged in a car park.',
    consent: true,
  },
  complaint: {
    full_name: 'Sara Al-Harbi',
    id_number: '1012345678',
    phone: '0501234567',
    email: 'sara@example.com',
    city: 'Riyadh',
    requester_type: 'Website',
    product: 'motor-insurance',
    service_request_type: 'Complaint',
    complaint_relation: 'Claims',
    description: 'My claim has had no answer for three weeks.',
    consent: true,
  },
  'visa-activation': {
    policy_number: 'VV-2026-1001',
    visa_number: '6012345678',
    passport_number: 'P1234567',
    entry_date: shiftIso(today, { days: -7 }),
    consent: true,
  },
  'insurance-extension': {
    passport_number: 'P1234567',
    visa_number: '6012345678',
    border_number: '3123456789',
    extension_period: '90-days',
    visa_expiry_date: shiftIso(today, { months: 2 }),
    consent: true,
  },
  quote: {
    full_name: 'Omar Haddad',
    phone: '0561234567',
    email: 'omar@example.com',
    product: 'travel-insurance',
    city: 'Dammam',
    comments: '',
    consent: true,
  },
}

/** The messages only the cancellation schema gives (its documents and IBAN). */
export const cancellationKeys = [
  'reasonRequired',
  'ibanRequired',
  'ibanFormat',
  'ibanChecksum',
  'documentsRequired',
  'documentsTooMany',
  'documentTooLarge',
  'documentType',
]

/** A valid cancellation without its files; a valid Saudi IBAN (correct checksum), typed with spaces. */
export const validCancellation = {
  policy_number: 'VV-2026-1001',
  visa_number: '6012345678',
  passport_number: 'P1234567',
  reason: 'visa-refused',
  phone: '0501234567',
  email: 'sara@example.com',
  iban: 'SA03 8000 0000 6080 1016 7519',
  note: '',
  message: 'The visa application was refused on 2 December.',
  consent: true,
}

/** A cancellation as the site's form sends it: multipart, with one PDF document. */
export function cancellationForm(pdf: Uint8Array, fileName = 'visa.pdf'): FormData {
  const form = new FormData()
  form.set('type', 'insurance-cancellation')
  for (const [name, value] of Object.entries(validCancellation)) form.set(name, String(value))
  form.append('documents', new File([new Uint8Array(pdf)], fileName, { type: 'application/pdf' }))
  return form
}

/** The fields each type cannot do without, and the message a blank one gives. */
export const requiredFields: Record<JsonRequestType, Record<string, FormErrorKey>> = {
  'details-request': {
    full_name: 'fullNameRequired',
    phone: 'phoneRequired',
    email: 'emailRequired',
    company_name: 'companyNameRequired',
    consent: 'consentRequired',
  },
  claim: {
    full_name: 'fullNameRequired',
    id_number: 'idNumberRequired',
    phone: 'phoneRequired',
    city: 'cityRequired',
    email: 'emailRequired',
    policy_number: 'policyNumberRequired',
    consent: 'consentRequired',
  },
  complaint: {
    full_name: 'fullNameRequired',
    id_number: 'idNumberRequired',
    phone: 'phoneRequired',
    email: 'emailRequired',
    city: 'cityRequired',
    service_request_type: 'serviceRequestTypeRequired',
    complaint_relation: 'complaintRelationRequired',
    description: 'descriptionRequired',
    consent: 'consentRequired',
  },
  'visa-activation': {
    policy_number: 'policyNumberRequired',
    visa_number: 'visaNumberRequired',
    passport_number: 'passportNumberRequired',
    entry_date: 'entryDateRequired',
    consent: 'consentRequired',
  },
  'insurance-extension': {
    passport_number: 'passportNumberRequired',
    visa_number: 'visaNumberRequired',
    border_number: 'borderNumberRequired',
    extension_period: 'extensionPeriodRequired',
    visa_expiry_date: 'visaExpiryDateRequired',
    consent: 'consentRequired',
  },
  quote: {
    full_name: 'fullNameRequired',
    phone: 'phoneRequired',
    email: 'emailRequired',
    product: 'productRequired',
    city: 'cityRequired',
    consent: 'consentRequired',
  },
}
