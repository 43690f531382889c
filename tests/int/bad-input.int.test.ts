// On both databases: what text each database refuses to store (PostgreSQL takes no NUL).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as unknownAddress from '@/app/api/[...unknown]/route'
import { POST as contact } from '@/app/api/contact-us/route'
import { POST as apply } from '@/app/api/jobs/[id]/route'
import { POST as serviceRequest } from '@/app/api/service-requests/route'
import { ar } from '@/i18n/messages/ar'
import { en } from '@/i18n/messages/en'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { applicantFields, createJob, cvPdf } from '../helpers/jobApplications'
import * as fixtures from '../helpers/uploadFixtures'
import { migratedPayload } from '../helpers/payload'
import { validCancellation, validSamples } from '@/features/service-requests/samples'

let payload: Payload
let jobId: string
let pdf: Uint8Array<ArrayBuffer>

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  jobId = await createJob(payload, 'Underwriter')
  pdf = await cvPdf()
})

afterAll(async () => {
  await payload.destroy()
})

const stored = async () =>
  (
    await Promise.all(
      (
        [
          'contact-messages',
          'service-requests',
          'job-applications',
          'request-documents',
          'job-application-cvs',
        ] as const
      ).map((collection) => payload.count({ collection, overrideAccess: true })),
    )
  ).map((count) => count.totalDocs)

/** Texts that cannot be stored as sent, written as JSON would carry them. */
const unstorable = {
  nul: 'Sara\\u0000Al-Harbi',
  surrogate: 'Sara \\ud800',
  lowSurrogate: '\\udfff end',
}

function json(
  route: (request: Request) => Promise<Response>,
  url: string,
  body: string,
  lang = 'en',
) {
  return route(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body,
    }),
  )
}

describe('text that cannot be stored as sent', () => {
  for (const [name, text] of Object.entries(unstorable)) {
    it(`refuses a ${name} in a JSON field or key with 400, in the caller's language, storing nothing`, async () => {
      const before = await stored()
      const contactBody = `{"name":"${text}","email":"a@example.com","subject":"S","message":"Hello there","phoneNumber":"0501234567"}`
      expect(await (await json(contact, 'http://test/api/contact-us', contactBody)).json()).toEqual(
        { message: en.forms.api.badText },
      )
      const answer = await json(contact, 'http://test/api/contact-us', contactBody, 'ar')
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ message: ar.forms.api.badText })

      const quote = JSON.stringify({ type: 'quote', ...validSamples.quote }).replace(
        '"comments":""',
        `"comments":"${text}"`,
      )
      expect((await json(serviceRequest, 'http://test/api/service-requests', quote)).status).toBe(
        400,
      )
      const key = JSON.stringify({ type: 'quote', ...validSamples.quote }).replace(
        '{',
        `{"${text}":1,`,
      )
      expect((await json(serviceRequest, 'http://test/api/service-requests', key)).status).toBe(400)
      expect(await stored()).toEqual(before)
    })
  }

  it('refuses a NUL in a multipart field of a cancellation and of a job application, storing nothing', async () => {
    const before = await stored()
    const cancellation = new FormData()
    cancellation.set('type', 'insurance-cancellation')
    for (const [field, value] of Object.entries(validCancellation))
      cancellation.set(field, String(value))
    cancellation.set('message', 'Refused\u0000')
    cancellation.append('documents', new File([pdf], 'refusal.pdf', { type: 'application/pdf' }))
    const refusedCancellation = await serviceRequest(
      new Request('http://test/api/service-requests', { method: 'POST', body: cancellation }),
    )
    expect(refusedCancellation.status).toBe(400)
    expect(await refusedCancellation.json()).toEqual({ message: en.forms.api.badText })

    const application = new FormData()
    for (const [field, value] of Object.entries(applicantFields)) application.set(field, value)
    application.set('first_name', 'No\u0000ura')
    application.set('cv_url', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf')
    const refusedApplication = await apply(
      new Request(`http://test/api/jobs/${jobId}`, { method: 'POST', body: application }),
      { params: Promise.resolve({ id: jobId }) },
    )
    expect(refusedApplication.status).toBe(400)
    expect(await refusedApplication.json()).toEqual({ message: en.forms.api.badText })
    expect(await stored()).toEqual(before)
  })

  it('keeps accepting Arabic, emoji and other well-formed text', async () => {
    const answer = await json(
      contact,
      'http://test/api/contact-us',
      JSON.stringify({
        name: 'سارة الحربي 🌙',
        email: 'a@example.com',
        subject: 'سؤال',
        message: 'مرحبًا، لدي سؤال عن وثيقتي.',
        phoneNumber: '0501234567',
      }),
    )
    expect(answer.status).toBe(201)
  })
})

describe('an address under /api/ that no handler serves', () => {
  it("answers 404 with a JSON message for every method, whatever the body, in the caller's language", async () => {
    const body = new FormData()
    body.set('documents', new File(['%PDF-1.4 cut'], 'a.pdf'))
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const request = new Request('http://test/api/contact-us/extra', {
        method,
        ...(method === 'GET' || method === 'OPTIONS' ? {} : { body }),
      })
      const answer = await unknownAddress[method](request)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ message: en.forms.api.unknownAddress })
    }
    const arabic = await unknownAddress.GET(
      new Request('http://test/api/nope', { headers: { 'accept-language': 'ar' } }),
    )
    expect(await arabic.json()).toEqual({ message: ar.forms.api.unknownAddress })
  })
})

describe('files that could hurt whoever opens them', () => {
  const cancellationWith = (bytes: Buffer, name: string) => {
    const body = new FormData()
    body.set('type', 'insurance-cancellation')
    for (const [field, value] of Object.entries(validCancellation)) body.set(field, String(value))
    body.append('documents', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }))
    return serviceRequest(new Request('http://test/api/service-requests', { method: 'POST', body }))
  }
  const applicationWith = (bytes: Buffer) => {
    const body = new FormData()
    for (const [field, value] of Object.entries(applicantFields)) body.set(field, value)
    body.set('cv_url', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf')
    return apply(new Request(`http://test/api/jobs/${jobId}`, { method: 'POST', body }), {
      params: Promise.resolve({ id: jobId }),
    })
  }

  it('refuses polyglots, scripted PDFs and broken files with 415 on both upload routes, storing nothing', async () => {
    const before = await stored()
    const documents: [string, Buffer][] = [
      ['a PDF that runs JavaScript when opened', await fixtures.pdfWithOpenActionScript()],
      ['a PDF hiding JavaScript in an object stream', await fixtures.pdfWithScriptInObjectStream()],
      ['a PDF carrying an HTML script', await fixtures.pdfWithScriptTag()],
      ['a truncated PDF', await fixtures.truncatedPdf()],
      ['a PNG followed by HTML', await fixtures.pngWithHtml()],
      ['a BMP header followed by HTML', fixtures.bmpHeaderWithHtml()],
      ['a file that is only a JPEG header', await fixtures.jpegHeaderOnly()],
    ]
    for (const [what, bytes] of documents) {
      expect((await cancellationWith(bytes, 'document.pdf')).status, what).toBe(415)
    }
    for (const [what, bytes] of documents.slice(0, 4)) {
      expect((await applicationWith(bytes)).status, what).toBe(415)
    }
    expect(await stored()).toEqual(before)
  })

  it('still takes real PDFs, JPEGs with metadata, PNGs and BMPs', async () => {
    const documents: [string, Buffer][] = [
      ['visa.pdf', await fixtures.validPdf()],
      ['passport.jpg', await fixtures.jpegWithMetadata()],
      ['letter.png', await fixtures.validPng()],
      ['scan.bmp', fixtures.validBmp()],
    ]
    for (const [name, bytes] of documents) {
      expect((await cancellationWith(bytes, name)).status, name).toBe(201)
    }
    expect((await applicationWith(await fixtures.pdfWithLink())).status).toBe(201)
  })
})
