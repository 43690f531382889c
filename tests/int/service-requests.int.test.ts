// On both databases: references are numbered and requests looked up by each database's indexes.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/service-requests/route'
import { GET } from '@/app/api/service-requests/status/route'
import { requiredFields, validSamples } from '@/features/service-requests/samples'
import type { JsonRequestType } from '@/features/service-requests/types'
import type { FormErrorKey } from '@/forms/messages'
import { messages } from '@/i18n/messages'
import type { User } from '@/payload-types'

import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { migratedPayload } from '../helpers/payload'

const { en, ar } = messages

let payload: Payload
let careStaff: User

type Answer = {
  status: number
  body: { data?: Record<string, unknown>; message?: string; errors?: Record<string, string> }
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() }
}

function submit(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  return POST(
    new Request('http://test/api/service-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    }),
  ).then(answer)
}

function lookUp(
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return GET(
    new Request(`http://test/api/service-requests/status?${new URLSearchParams(query)}`, {
      headers,
    }),
  ).then(answer)
}

async function stored(): Promise<number> {
  return (await payload.count({ collection: 'service-requests', overrideAccess: true })).totalDocs
}

/** Wrong (not blank) values, one per kind of rule. */
const wrong: [JsonRequestType, string, unknown, FormErrorKey][] = [
  ['complaint', 'id_number', '10123456ab', 'onlyDigits'],
  ['complaint', 'id_number', '101234567', 'idNumberLength'],
  ['claim', 'phone', '05-0123-456x', 'onlyDigits'],
  ['quote', 'phone', '0501', 'phoneLength'],
  ['details-request', 'email', 'khalid@', 'emailInvalid'],
  ['complaint', 'complaint_relation', 'Life', 'optionInvalid'],
  ['quote', 'product', 'pet-insurance', 'optionInvalid'],
  ['visa-activation', 'entry_date', '2026-13-01', 'dateInvalid'],
  ['insurance-extension', 'visa_expiry_date', 'tomorrow', 'dateInvalid'],
  ['complaint', 'description', 'x'.repeat(2001), 'tooLong'],
  ['claim', 'consent', 'yes', 'consentRequired'],
]

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  careStaff = await payload.create({
    collection: 'users',
    data: { email: 'care@example.com', password: 'care-password-1', roles: ['service'] },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/service-requests', () => {
  for (const type of Object.keys(validSamples) as JsonRequestType[]) {
    it(`stores a valid ${type} and answers its reference`, async () => {
      const before = await stored()
      const { status, body } = await submit({ type, ...validSamples[type], lang: 'ar' })
      expect(status).toBe(201)
      const reference = String(body.data?.reference)
      expect(reference).toMatch(/^[A-Z]{3}-\d{4}-\d{8}$/)
      expect(await stored()).toBe(before + 1)

      const { docs } = await payload.find({
        collection: 'service-requests',
        where: { reference: { equals: reference } },
      })
      const doc = docs[0]!
      expect(doc).toMatchObject({ type, status: 'received', locale: 'ar', consent: true })
      expect(Date.now() - new Date(doc.consentAt ?? 0).getTime()).toBeLessThan(60_000)
      const { consent: _consent, ...fields } = validSamples[type]
      expect(doc.fields).toMatchObject(fields)
      expect(doc.fields).not.toHaveProperty('consent')
      expect(doc.fields).not.toHaveProperty('lang')
    })
  }

  it('keeps the tracking keys: the ID, and the reference of a complaint or the number of a claim', async () => {
    const complaint = await submit({ type: 'complaint', ...validSamples.complaint })
    const claim = await submit({ type: 'claim', ...validSamples.claim, claim_number: 'clm-77' })
    const find = async (reference: unknown) =>
      (
        await payload.find({
          collection: 'service-requests',
          where: { reference: { equals: reference } },
        })
      ).docs[0]!
    expect(await find(complaint.body.data?.reference)).toMatchObject({
      idNumber: '1012345678',
      number: complaint.body.data?.reference,
    })
    expect(await find(claim.body.data?.reference)).toMatchObject({
      idNumber: '1012345678',
      number: 'CLM-77',
    })
  })

  it('accepts only the choices staff keep in the form options', async () => {
    expect((await submit({ type: 'quote', ...validSamples.quote })).status).toBe(201)
    const cities = formOptionsSeed.cities.filter((city) => city.value !== validSamples.quote.city)
    await updateGlobalBilingual(payload, 'form-options', { ...formOptionsSeed, cities })
    try {
      expect(await submit({ type: 'quote', ...validSamples.quote })).toEqual({
        status: 400,
        body: { message: en.forms.api.invalid, errors: { city: en.forms.errors.optionInvalid } },
      })
    } finally {
      await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
    }
  })

  for (const [type, fields] of Object.entries(requiredFields) as [
    JsonRequestType,
    Record<string, FormErrorKey>,
  ][]) {
    for (const [field, key] of Object.entries(fields)) {
      it(`refuses a ${type} without ${field}, in English and Arabic`, async () => {
        const blank = field === 'consent' ? false : ''
        const english = await submit({ type, ...validSamples[type], [field]: blank })
        expect(english).toEqual({
          status: 400,
          body: { message: en.forms.api.invalid, errors: { [field]: en.forms.errors[key] } },
        })
        const { [field]: _left, ...rest } = validSamples[type]
        const arabic = await submit({ type, ...rest, lang: 'ar' })
        expect(arabic).toEqual({
          status: 400,
          body: { message: ar.forms.api.invalid, errors: { [field]: ar.forms.errors[key] } },
        })
      })
    }
  }

  for (const [type, field, value, key] of wrong) {
    it(`refuses ${type}.${field} = ${JSON.stringify(value).slice(0, 20)}`, async () => {
      const { status, body } = await submit({ type, ...validSamples[type], [field]: value })
      expect(status).toBe(400)
      expect(Object.keys(body.errors ?? {})).toEqual([field])
      expect(body.errors?.[field]).toMatch(new RegExp(`^${en.forms.errors[key].split('{')[0]}`))
    })
  }

  it('answers in the language of Accept-Language when no lang is named', async () => {
    const { body } = await submit(
      { type: 'quote', ...validSamples.quote, email: '' },
      { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' },
    )
    expect(body).toEqual({
      message: ar.forms.api.invalid,
      errors: { email: 'البريد الإلكتروني مطلوب' },
    })
  })

  it('lists every failing field at once', async () => {
    const { body } = await submit({ type: 'complaint' })
    expect(body.errors).toEqual({
      full_name: 'Full Name is required',
      id_number: 'ID or Iqama Number is required',
      phone: 'Phone Number is required',
      email: 'Email is required',
      city: 'City is required',
      service_request_type: 'Service Request Type is required',
      complaint_relation: 'Complaint Relation is required',
      description: 'Description is required',
      consent: 'You must agree to the use of your details to continue',
    })
  })

  it('answers 400 to broken JSON, a body that is not an object, and an unknown or missing type', async () => {
    expect(await submit('{"type": "quote",')).toEqual({
      status: 400,
      body: { message: en.forms.api.brokenJson },
    })
    expect(await submit('{"type": "quote",', { 'accept-language': 'ar' })).toEqual({
      status: 400,
      body: { message: ar.forms.api.brokenJson },
    })
    expect(await submit('')).toEqual({ status: 400, body: { message: en.forms.api.brokenJson } })
    expect(await submit([{ type: 'quote' }])).toEqual({
      status: 400,
      body: { message: en.forms.api.notObject },
    })
    expect(await submit('null')).toEqual({ status: 400, body: { message: en.forms.api.notObject } })
    for (const type of ['nope', '__proto__', 'toString', undefined, 42]) {
      expect(await submit({ ...validSamples.quote, type })).toEqual({
        status: 400,
        body: { message: en.forms.api.unknownType, errors: { type: en.forms.errors.typeUnknown } },
      })
    }
    expect((await submit({ ...validSamples.quote, type: 'nope', lang: 'ar' })).body.message).toBe(
      ar.forms.api.unknownType,
    )
  })

  it('answers 413 to a body over the limit and 415 to something not JSON', async () => {
    const huge = await submit({
      type: 'quote',
      ...validSamples.quote,
      comments: 'x'.repeat(40_000),
    })
    expect(huge).toEqual({ status: 413, body: { message: en.forms.api.tooLarge } })
    const form = await POST(
      new Request('http://test/api/service-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'type=quote',
      }),
    ).then(answer)
    expect(form).toEqual({ status: 415, body: { message: en.forms.api.wrongMediaType } })
  })

  it('stores nothing when a request fails', async () => {
    const before = await stored()
    await submit({ type: 'complaint', ...validSamples.complaint, email: 'nope' })
    await submit({ type: 'complaint', ...validSamples.complaint, consent: false })
    await submit({ type: 'claim' })
    await submit('{broken')
    await submit({ type: 'unknown', ...validSamples.claim })
    await submit({ type: 'quote', ...validSamples.quote, comments: 'x'.repeat(40_000) })
    expect(await stored()).toBe(before)
  })
})

describe('GET /api/service-requests/status', () => {
  let complaintReference: string
  let claimReference: string

  beforeAll(async () => {
    const complaint = await submit({
      type: 'complaint',
      ...validSamples.complaint,
      id_number: '2098765432',
    })
    complaintReference = String(complaint.body.data?.reference)
    const claim = await submit({
      type: 'claim',
      ...validSamples.claim,
      id_number: '2098765432',
      claim_number: 'CLM-2026-5001',
    })
    claimReference = String(claim.body.data?.reference)
  })

  it('shows a complaint by ID and complaint number, in both languages', async () => {
    const { status, body } = await lookUp({
      type: 'complaint',
      id: '2098765432',
      number: complaintReference,
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      reference: complaintReference,
      type: 'complaint',
      status: 'Received',
      status_ar: 'تم الاستلام',
      status_code: 'received',
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status_changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it('reads the number without regard to case or spaces', async () => {
    const { status } = await lookUp({
      type: 'complaint',
      id: ' 2098765432 ',
      number: ` ${complaintReference.toLowerCase()} `,
    })
    expect(status).toBe(200)
  })

  it('shows a claim by its claim number or by its reference', async () => {
    expect(
      (await lookUp({ type: 'claim', id: '2098765432', number: 'clm-2026-5001' })).body.data
        ?.reference,
    ).toBe(claimReference)
    expect(
      (await lookUp({ type: 'claim', id: '2098765432', number: claimReference })).body.data
        ?.reference,
    ).toBe(claimReference)
  })

  it('gives the same 404 for a wrong ID, a wrong number and the wrong type', async () => {
    const wrongId = await lookUp({
      type: 'complaint',
      id: '2098765431',
      number: complaintReference,
    })
    const wrongNumber = await lookUp({
      type: 'complaint',
      id: '2098765432',
      number: 'CMP-2026-00000000',
    })
    const wrongType = await lookUp({ type: 'claim', id: '2098765432', number: complaintReference })
    for (const miss of [wrongId, wrongNumber, wrongType]) {
      expect(miss).toEqual({ status: 404, body: { message: en.forms.api.notFound } })
    }
    expect(
      await lookUp({ type: 'claim', id: '2098765431', number: 'CLM-2026-5001', lang: 'ar' }),
    ).toEqual({
      status: 404,
      body: { message: ar.forms.api.notFound },
    })
  })

  it('answers 400 with the spec messages when the ID or the number is missing', async () => {
    expect(await lookUp({ type: 'complaint' })).toEqual({
      status: 400,
      body: {
        message: en.forms.api.invalid,
        errors: { id: 'ID is required', number: 'Complaint Number is required' },
      },
    })
    expect((await lookUp({ type: 'claim', id: '', number: '' })).body.errors).toEqual({
      id: 'ID or Iqama Number is required',
      number: 'Claim Number is required',
    })
    expect((await lookUp({ type: 'complaint', id: 'abc', number: 'x' })).body.errors).toEqual({
      id: 'Must contain only digits',
    })
    expect((await lookUp({ type: 'complaint' }, { 'accept-language': 'ar' })).body.errors).toEqual({
      id: 'رقم الهوية مطلوب',
      number: 'رقم الشكوى مطلوب',
    })
    expect(await lookUp({ type: 'quote', id: '2098765432', number: 'x' })).toEqual({
      status: 400,
      body: { message: en.forms.api.unknownType, errors: { type: en.forms.errors.typeUnknown } },
    })
  })

  it('shows the status staff set in the CMS', async () => {
    const { docs } = await payload.find({
      collection: 'service-requests',
      where: { reference: { equals: complaintReference } },
    })
    const before = docs[0]!
    await new Promise((resolve) => setTimeout(resolve, 5))
    await payload.update({
      collection: 'service-requests',
      id: before.id,
      data: {
        status: 'in_review',
        fields: { full_name: 'Tampered' },
        reference: 'CMP-0000-00000000',
      },
      user: careStaff,
      overrideAccess: false,
    })
    const { body } = await lookUp({
      type: 'complaint',
      id: '2098765432',
      number: complaintReference,
    })
    expect(body.data).toMatchObject({
      status: 'In review',
      status_ar: 'قيد المراجعة',
      status_code: 'in_review',
    })
    expect(new Date(String(body.data?.updated_at)).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime(),
    )
    // The lookup dates the change itself.
    expect(new Date(String(body.data?.status_changed_at)).getTime()).toBeGreaterThan(
      new Date(before.statusChangedAt!).getTime(),
    )
    const unchanged = await lookUp({ type: 'claim', id: '2098765432', number: claimReference })
    const claim = (
      await payload.find({
        collection: 'service-requests',
        where: { reference: { equals: claimReference } },
      })
    ).docs[0]!
    expect(unchanged.body.data?.status_changed_at).toBe(claim.statusChangedAt)
    expect(
      Math.abs(new Date(claim.statusChangedAt!).getTime() - new Date(claim.createdAt).getTime()),
    ).toBeLessThan(60_000)

    // What the visitor sent cannot be changed by staff.
    const after = await payload.findByID({ collection: 'service-requests', id: before.id })
    expect(after.reference).toBe(complaintReference)
    expect(after.fields).toEqual(before.fields)
  })
})

describe('access to service requests', () => {
  it('takes no request through Payload itself, not even from staff', async () => {
    const data = { type: 'complaint' as const, status: 'received' as const, fields: {} }
    await expect(
      payload.create({ collection: 'service-requests', data, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'service-requests',
        data,
        user: careStaff,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('shows requests to staff only, and lets only admins delete them', async () => {
    await expect(
      payload.find({ collection: 'service-requests', overrideAccess: false }),
    ).rejects.toThrow()
    const { docs } = await payload.find({
      collection: 'service-requests',
      user: careStaff,
      overrideAccess: false,
      limit: 1,
    })
    expect(docs).toHaveLength(1)
    const id = docs[0]!.id
    await expect(
      payload.delete({
        collection: 'service-requests',
        id,
        user: careStaff,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin2@example.com', password: 'admin-password-1', roles: ['admin'] },
    })
    await payload.delete({ collection: 'service-requests', id, user: admin, overrideAccess: false })
    await expect(payload.findByID({ collection: 'service-requests', id })).rejects.toThrow()
  })
})
