import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/service-requests/route'
import { DOCUMENT_MAX_BYTES } from '@/forms/documents'
import { ar } from '@/i18n/messages/ar'
import { en } from '@/i18n/messages/en'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { migratedPayload } from '../helpers/payload'
import { validCancellation } from '@/features/service-requests/samples'

let payload: Payload
let png: Buffer
let realPdf: Buffer

/** A PDF's first bytes padded to `size`: enough for the size checks, which come before any reading. */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n')
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)])
}

type Part = { name: string; bytes: Buffer; type: string }

function form(fields: Record<string, string>, files: Part[]): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  for (const file of files)
    body.append('documents', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  return body
}

const fields = (changes: Record<string, string> = {}) => ({
  type: 'insurance-cancellation',
  ...Object.fromEntries(Object.entries(validCancellation).map(([k, v]) => [k, String(v)])),
  ...changes,
})

async function send(body: FormData) {
  const response = await POST(
    new Request('http://test/api/service-requests', { method: 'POST', body }),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { reference: string }
      message?: string
      errors?: Record<string, string>
    },
  }
}

const storedFiles = () => {
  const dir = path.join(process.env.DATA_DIR ?? 'data', 'private', 'request-documents')
  return existsSync(dir) ? readdirSync(dir).length : 0
}
const counts = async () => ({
  requests: (await payload.count({ collection: 'service-requests', overrideAccess: true }))
    .totalDocs,
  documents: (await payload.count({ collection: 'request-documents', overrideAccess: true }))
    .totalDocs,
  files: storedFiles(),
})

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer()
  const document = await PDFDocument.create()
  document.addPage([200, 200]).drawText('Visa refusal')
  realPdf = Buffer.from(await document.save())
})

afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/service-requests with documents (insurance cancellation)', () => {
  it('stores the request with its PDF and PNG, under new names, readable by staff only', async () => {
    const before = await counts()
    const { status, body } = await send(
      form(fields(), [
        { name: 'visa refusal.pdf', bytes: realPdf, type: 'application/pdf' },
        { name: 'passport.png', bytes: png, type: 'image/png' },
      ]),
    )
    expect(status).toBe(201)
    expect(body.data?.reference).toMatch(/^CNL-\d{4}-\d{8}$/)
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      documents: before.documents + 2,
      files: before.files + 2,
    })

    const { docs } = await payload.find({
      collection: 'service-requests',
      where: { reference: { equals: body.data?.reference } },
      overrideAccess: true,
      depth: 1,
    })
    const request = docs[0]!
    expect(request.fields).toMatchObject({
      iban: 'SA0380000000608010167519',
      reason: 'visa-refused',
    })
    expect(request.fields).not.toHaveProperty('documents')
    const documents = (request.documents ?? []) as { filename?: string; mimeType?: string }[]
    expect(documents.map((d) => d.mimeType).sort()).toEqual(['application/pdf', 'image/png'])
    for (const doc of documents) expect(doc.filename).not.toMatch(/refusal|passport/)

    // A visitor (no user) cannot read them through Payload; an editor can.
    await expect(
      payload.find({ collection: 'request-documents', overrideAccess: false }),
    ).rejects.toThrow()
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'cancellation-editor@example.com',
        password: 'editor-password-1',
        roles: ['service'],
      },
    })
    const seen = await payload.find({
      collection: 'request-documents',
      overrideAccess: false,
      user: editor,
    })
    expect(seen.totalDocs).toBeGreaterThanOrEqual(2)
    const hr = await payload.create({
      collection: 'users',
      data: { email: 'cancellation-hr@example.com', password: 'hr-password-1', roles: ['hr'] },
    })
    await expect(
      payload.find({ collection: 'request-documents', overrideAccess: false, user: hr }),
    ).rejects.toThrow()
  })

  it('refuses a file that only claims to be a PDF with 415, storing nothing', async () => {
    const before = await counts()
    const { status, body } = await send(
      form(fields(), [
        {
          name: 'refusal.pdf',
          bytes: Buffer.from('MZ\x90\x00 this is a program, not a PDF'),
          type: 'application/pdf',
        },
      ]),
    )
    expect(status).toBe(415)
    expect(body).toEqual({
      message: en.forms.api.fileType,
      errors: { documents: en.forms.errors.documentType },
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses a PDF that is broken inside (no cross-reference table) with 415, removing the files stored before it', async () => {
    const before = await counts()
    const { status } = await send(
      form(fields(), [
        { name: 'passport.png', bytes: png, type: 'image/png' },
        { name: 'a.pdf', bytes: pdf(2000), type: 'application/pdf' },
      ]),
    )
    expect(status).toBe(415)
    expect(await counts()).toEqual(before)
  })

  it('refuses a file of 2 MB and 1 byte with 413, storing nothing, in Arabic when asked', async () => {
    const before = await counts()
    const { status, body } = await send(
      form(fields({ lang: 'ar' }), [
        { name: 'big.pdf', bytes: pdf(DOCUMENT_MAX_BYTES + 1), type: 'application/pdf' },
      ]),
    )
    expect(status).toBe(413)
    expect(body).toEqual({
      message: ar.forms.api.fileTooLarge,
      errors: { documents: ar.forms.errors.documentTooLarge },
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses a body larger than the whole form may be before reading it', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({
      name: `${i}.pdf`,
      bytes: pdf(DOCUMENT_MAX_BYTES),
      type: 'application/pdf',
    }))
    const { status } = await send(form(fields(), files))
    expect(status).toBe(413)
  })

  it('answers 400 with each field message: no documents, a wrong IBAN checksum', async () => {
    const before = await counts()
    const missing = await send(form(fields(), []))
    expect(missing).toEqual({
      status: 400,
      body: {
        message: en.forms.api.invalid,
        errors: { documents: en.forms.errors.documentsRequired },
      },
    })
    const iban = await send(
      form(fields({ iban: 'SA03 8000 0000 6080 1016 7518' }), [
        { name: 'a.pdf', bytes: realPdf, type: 'application/pdf' },
      ]),
    )
    expect(iban).toEqual({
      status: 400,
      body: { message: en.forms.api.invalid, errors: { iban: en.forms.errors.ibanChecksum } },
    })
    expect(await counts()).toEqual(before)
  })

  it('answers 400 for a broken multipart body and 415 for a cancellation sent as JSON', async () => {
    const broken = await POST(
      new Request('http://test/api/service-requests', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="type"\r\n\r\ninsurance-canc',
      }),
    )
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: en.forms.api.brokenForm })

    const json = await POST(
      new Request('http://test/api/service-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields()),
      }),
    )
    expect(json.status).toBe(415)
    expect(await json.json()).toEqual({ message: en.forms.api.needsFiles })
  })
})
