import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/contact-us/route'
import { ar } from '@/i18n/messages/ar'
import { en } from '@/i18n/messages/en'
import type { User } from '@/payload-types'

import { validContact } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'

let payload: Payload
let careStaff: User
let hr: User

type Answer = {
  status: number
  body: { data?: { id?: number }; message?: string; errors?: Record<string, string> }
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() }
}

function send(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return POST(
    new Request('http://test/api/contact-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  ).then(answer)
}

async function stored(): Promise<number> {
  return (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
}

/** Each field made invalid, and the message (English, Arabic) the API must answer for it. */
const invalid: [string, unknown, string, string][] = [
  ['name', '', 'Name is required', 'الاسم مطلوب'],
  ['name', 'Al', 'Name must be at least 3 characters', 'يجب ألا يقل الاسم عن 3 أحرف'],
  ['email', '', 'Email is required', 'البريد الإلكتروني مطلوب'],
  ['email', 'noura@', 'Invalid email address', 'عنوان البريد الإلكتروني غير صالح'],
  ['subject', '', 'Subject is required', 'الموضوع مطلوب'],
  ['message', '', 'Message is required', 'الرسالة مطلوبة'],
  ['consent', 'yes', en.forms.errors.consentRequired, ar.forms.errors.consentRequired],
]

beforeAll(async () => {
  payload = await migratedPayload()
  careStaff = await payload.create({
    collection: 'users',
    data: { email: 'care@example.com', password: 'care-password-1', roles: ['service'] },
  })
  hr = await payload.create({
    collection: 'users',
    data: { email: 'hr@example.com', password: 'hr-password-1', roles: ['hr'] },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/contact-us', () => {
  it('stores a valid message with the consent and its time, and answers 201 with its id', async () => {
    const before = await stored()
    const { status, body } = await send({
      ...validContact,
      name: '  Noura Al-Qahtani ',
      lang: 'ar',
    })
    expect(status).toBe(201)
    expect(body).toEqual({ data: { id: expect.any(Number) } })
    expect(await stored()).toBe(before + 1)

    const doc = await payload.findByID({ collection: 'contact-messages', id: body.data!.id! })
    expect(doc).toMatchObject({
      ...validContact,
      name: 'Noura Al-Qahtani',
      locale: 'ar',
      consent: true,
      handled: false,
    })
    expect(Date.now() - new Date(doc.consentAt ?? 0).getTime()).toBeLessThan(60_000)
    expect(doc).not.toHaveProperty('lang')
  })

  it("takes the spec's body, without consent, and records that none was given", async () => {
    const { consent: _none, ...specBody } = validContact
    const { status, body } = await send(specBody)
    expect(status).toBe(201)
    const doc = await payload.findByID({ collection: 'contact-messages', id: body.data!.id! })
    expect(doc).toMatchObject({ consent: false, consentAt: null })

    const refused = await send({ ...validContact, consent: false })
    expect(refused.status).toBe(201)
  })

  it('takes a message without a phone number', async () => {
    const { phoneNumber: _left, ...rest } = validContact
    const { status, body } = await send(rest)
    expect(status).toBe(201)
    const doc = await payload.findByID({ collection: 'contact-messages', id: body.data!.id! })
    expect(doc).toMatchObject({ phoneNumber: '', locale: 'en' })
  })

  for (const [field, value, english, arabic] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value)} with its message, in English and Arabic`, async () => {
      expect(await send({ ...validContact, [field]: value })).toEqual({
        status: 400,
        body: { message: en.forms.api.invalid, errors: { [field]: english } },
      })
      expect(await send({ ...validContact, [field]: value, lang: 'ar' })).toEqual({
        status: 400,
        body: { message: ar.forms.api.invalid, errors: { [field]: arabic } },
      })
    })
  }

  it('lists every failing field at once', async () => {
    const { status, body } = await send({ lang: 'ar' })
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      name: 'الاسم مطلوب',
      email: 'البريد الإلكتروني مطلوب',
      subject: 'الموضوع مطلوب',
      message: 'الرسالة مطلوبة',
    })
  })

  it('answers 400 to broken JSON and to a body that is not an object', async () => {
    expect(await send('{"name": "Noura",')).toEqual({
      status: 400,
      body: { message: en.forms.api.brokenJson },
    })
    expect(await send('{"name": "Noura",', { 'accept-language': 'ar' })).toEqual({
      status: 400,
      body: { message: ar.forms.api.brokenJson },
    })
    expect(await send([validContact])).toEqual({
      status: 400,
      body: { message: en.forms.api.notObject },
    })
  })

  it('answers 415 to a body that is not JSON and 413 to one over the limit', async () => {
    const form = await POST(
      new Request('http://test/api/contact-us', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Noura' }).toString(),
      }),
    ).then(answer)
    expect(form).toEqual({ status: 415, body: { message: en.forms.api.wrongMediaType } })
    expect(await send({ ...validContact, message: 'x'.repeat(40_000) })).toEqual({
      status: 413,
      body: { message: en.forms.api.tooLarge },
    })
  })

  it('stores nothing when a message is refused', async () => {
    const before = await stored()
    await send({ ...validContact, email: 'nope' })
    await send({ ...validContact, consent: 'yes' })
    await send('{broken')
    await send({ ...validContact, message: 'x'.repeat(40_000) })
    expect(await stored()).toBe(before)
  })
})

describe('access to contact messages', () => {
  it('lets no visitor read them, and no one create them, through Payload', async () => {
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false }),
    ).rejects.toThrow()
    const data = { ...validContact, locale: 'en' as const }
    await expect(
      payload.create({ collection: 'contact-messages', data, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'contact-messages',
        data,
        user: careStaff,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('answers a visitor on the REST API without any message', async () => {
    const { GET } = await import('@/app/(payload)/cms/api/[...slug]/route')
    const response = await GET(new Request('http://test/cms/api/contact-messages'), {
      params: Promise.resolve({ slug: ['contact-messages'] }),
    })
    // Without a session the CMS API answers no list at all.
    expect(response.status).toBe(401)
    expect(JSON.stringify(await response.json())).not.toContain(validContact.email)
  })

  it('shows them to customer service and admins, not to editors or HR', async () => {
    const { docs } = await payload.find({
      collection: 'contact-messages',
      user: careStaff,
      overrideAccess: false,
    })
    expect(docs.length).toBeGreaterThan(0)
    await expect(
      payload.find({ collection: 'contact-messages', user: hr, overrideAccess: false }),
    ).rejects.toThrow()
    // Editors manage content and may sign in without a second factor: they read no messages.
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'content-editor@example.com',
        password: 'editor-password-1',
        roles: ['editor'],
      },
    })
    await expect(
      payload.find({ collection: 'contact-messages', user: editor, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('lets staff mark a message handled but not change what the visitor wrote', async () => {
    const { body } = await send(validContact)
    const id = body.data!.id!
    await payload.update({
      collection: 'contact-messages',
      id,
      data: { handled: true, message: 'Tampered', email: 'other@example.com' },
      user: careStaff,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'contact-messages', id })
    expect(after).toMatchObject({
      handled: true,
      message: validContact.message,
      email: validContact.email,
    })
  })

  it('lets only admins delete a message', async () => {
    const { body } = await send(validContact)
    const id = body.data!.id!
    await expect(
      payload.delete({
        collection: 'contact-messages',
        id,
        user: careStaff,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin2@example.com', password: 'admin-password-1', roles: ['admin'] },
    })
    await payload.delete({ collection: 'contact-messages', id, user: admin, overrideAccess: false })
    await expect(payload.findByID({ collection: 'contact-messages', id })).rejects.toThrow()
  })
})
