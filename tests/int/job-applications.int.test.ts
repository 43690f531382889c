import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/api/jobs/[id]/route'
import { ar } from '@/i18n/messages/ar'
import { en } from '@/i18n/messages/en'
import type { User } from '@/payload-types'

import { applicantFields, createJob, cvPdf, pdfOfSize } from '../helpers/jobApplications'
import { migratedPayload } from '../helpers/payload'

let payload: Payload
let jobId: string
let draftJobId: string
let realPdf: Uint8Array<ArrayBuffer>

type Answer = {
  status: number
  body: {
    data?: { id?: number; reference?: string }
    message?: string
    errors?: Record<string, string>
  }
}

const MB = 1024 * 1024
const cvDir = () => path.join(process.env.DATA_DIR!, 'job-application-cvs')
const storedFiles = () => (existsSync(cvDir()) ? readdirSync(cvDir()).length : 0)
const storedRows = async () =>
  (await payload.count({ collection: 'job-applications', overrideAccess: true })).totalDocs

const fields = applicantFields

/** A file that starts like a PDF and is padded to `size` bytes. */
function paddedPdf(size: number): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n')
  const tail = new TextEncoder().encode('\nstartxref\n9\n%%EOF\n')
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(head, 0)
  bytes.set(tail, size - tail.length)
  return bytes
}

function form(
  overrides: Record<string, string | Blob | undefined> = {},
  cv: Blob | null = new Blob([realPdf], { type: 'application/pdf' }),
) {
  const body = new FormData()
  const values: Record<string, string | Blob | undefined> = {
    ...fields,
    ...(cv ? { cv_url: cv } : {}),
    ...overrides,
  }
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    if (value instanceof Blob) body.set(key, value, key === 'cv_url' ? 'cv.pdf' : 'file')
    else body.set(key, value)
  }
  return body
}

async function apply(
  id: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await POST(
    new Request(`http://test/api/jobs/${id}`, { method: 'POST', body, headers }),
    {
      params: Promise.resolve({ id }),
    },
  )
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  payload = await migratedPayload()
  jobId = await createJob(payload, 'Actuarial Analyst')
  draftJobId = await createJob(payload, 'Unannounced role', 'draft')
  realPdf = await cvPdf()
})

afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/jobs/{id}', () => {
  it('stores a valid application with its CV and answers 201 with its reference', async () => {
    const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()]
    const { status, body } = await apply(jobId, form({ lang: 'ar' }))
    expect(status).toBe(201)
    expect(body.data?.reference).toMatch(/^APP-\d{4}-\d{8}$/)
    expect(await storedRows()).toBe(rowsBefore + 1)
    expect(storedFiles()).toBe(filesBefore + 1)

    const row = await payload.findByID({
      collection: 'job-applications',
      id: body.data!.id!,
      depth: 1,
      overrideAccess: true,
    })
    expect(row).toMatchObject({
      reference: body.data?.reference,
      status: 'new',
      first_name: 'Noura',
      last_name: 'Al-Qahtani',
      name: 'Noura Al-Qahtani',
      email: 'noura@example.com',
      phone_number: '0501234567',
      cover_letter_title: 'Actuarial Analyst',
      locale: 'ar',
      consent: true,
    })
    expect(Date.now() - new Date(row.consentAt ?? 0).getTime()).toBeLessThan(60_000)
    expect(typeof row.job === 'object' ? row.job?.id : row.job).toBe(Number(jobId))
    const cv = typeof row.cv === 'object' ? row.cv : null
    expect(cv?.mimeType).toBe('application/pdf')
    expect(cv?.filename).toMatch(/^cv-[\w-]+\.pdf$/)
    expect(readdirSync(cvDir())).toContain(cv?.filename)
  })

  it("takes the spec's seven fields alone and records that the declaration and terms were not given", async () => {
    const { status, body } = await apply(jobId, form({ declaration: undefined, terms: undefined }))
    expect(status).toBe(201)
    const row = await payload.findByID({
      collection: 'job-applications',
      id: body.data!.id!,
      overrideAccess: true,
    })
    expect(row).toMatchObject({ consent: false, consentAt: null })
    expect((await apply(jobId, form({ declaration: 'false' }))).status).toBe(201)
  })

  it('keeps the job API GET as it was', async () => {
    const response = await GET(new Request(`http://test/api/jobs/${jobId}`), {
      params: Promise.resolve({ id: jobId }),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).data.title).toBe('Actuarial Analyst')
  })

  const blanks: [string, string | undefined, keyof typeof en.forms.errors][] = [
    ['first_name', '', 'firstNameRequired'],
    ['first_name', 'x'.repeat(41), 'firstNameTooLong'],
    ['last_name', undefined, 'lastNameRequired'],
    ['last_name', 'x'.repeat(41), 'lastNameTooLong'],
    ['email', '', 'emailRequired'],
    ['email', 'noura@', 'emailInvalid'],
    ['phone_number', '', 'phoneNumberRequired'],
    ['cover_letter_title', '', 'coverLetterTitleRequired'],
    ['cover_letter_title', 'x'.repeat(41), 'coverLetterTitleTooLong'],
    ['cover_letter_description', '', 'messageRequired'],
    ['cover_letter_description', 'x'.repeat(1001), 'coverLetterDescriptionTooLong'],
  ]

  for (const [field, value, key] of blanks) {
    it(`refuses ${field} = ${JSON.stringify(value)?.slice(0, 12) ?? 'missing'} with its message, in English and Arabic`, async () => {
      const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()]
      const overrides = { [field]: value }
      const body = form(overrides)
      if (value === undefined) body.delete(field)
      expect(await apply(jobId, body)).toEqual({
        status: 400,
        body: { message: en.forms.api.invalid, errors: { [field]: en.forms.errors[key] } },
      })
      const arabic = form({ ...overrides, lang: 'ar' })
      if (value === undefined) arabic.delete(field)
      expect(await apply(jobId, arabic)).toEqual({
        status: 400,
        body: { message: ar.forms.api.invalid, errors: { [field]: ar.forms.errors[key] } },
      })
      expect(await storedRows()).toBe(rowsBefore)
      expect(storedFiles()).toBe(filesBefore)
    })
  }

  it('refuses an application without a CV', async () => {
    expect(await apply(jobId, form({}, null))).toEqual({
      status: 400,
      body: { message: en.forms.api.invalid, errors: { cv_url: en.forms.errors.cvRequired } },
    })
  })

  const spoofs: [string, Uint8Array<ArrayBuffer>][] = [
    [
      'an ELF executable',
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]),
    ],
    [
      'a Windows executable',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(120).fill(0)]),
    ],
    ['plain text', new TextEncoder().encode('Curriculum vitae\nNoura Al-Qahtani\n')],
    [
      'a PDF cut off before its end',
      new TextEncoder().encode(`%PDF-1.4\n${'1 0 obj << >> endobj\n'.repeat(80)}`),
    ],
  ]
  for (const [what, bytes] of spoofs) {
    it(`refuses ${what} named cv.pdf with the PDF type: 415, nothing stored`, async () => {
      const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()]
      const spoof = new Blob([bytes], { type: 'application/pdf' })
      expect(await apply(jobId, form({}, spoof))).toEqual({
        status: 415,
        body: { message: en.forms.api.cvNotPdf, errors: { cv_url: en.forms.errors.cvNotPdf } },
      })
      expect(await storedRows()).toBe(rowsBefore)
      expect(storedFiles()).toBe(filesBefore)
    })
  }

  it('refuses a PDF of 2 MB and one byte: 413, nothing stored', async () => {
    const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()]
    const big = new Blob([paddedPdf(2 * MB + 1)], { type: 'application/pdf' })
    expect(await apply(jobId, form({ lang: 'ar' }, big))).toEqual({
      status: 413,
      body: { message: ar.forms.api.cvTooLarge, errors: { cv_url: ar.forms.errors.cvTooLarge } },
    })
    expect(await storedRows()).toBe(rowsBefore)
    expect(storedFiles()).toBe(filesBefore)
  })

  it('accepts a PDF of exactly 2 MB', async () => {
    const exact = new Blob([await pdfOfSize(2 * MB)], { type: 'application/pdf' })
    expect((await apply(jobId, form({}, exact))).status).toBe(201)
  })

  it('refuses a 3 MB PDF while reading it, and a body that declares more than it may before reading', async () => {
    const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()]
    const huge = new Blob([paddedPdf(3 * MB)], { type: 'application/pdf' })
    const streamed = await apply(jobId, form({}, huge))
    expect(streamed.status).toBe(413)
    expect(streamed.body.message).toBe(en.forms.api.cvTooLarge)

    const declared = await apply(jobId, 'x', {
      'content-type': 'multipart/form-data; boundary=abc',
      'content-length': String(3 * MB),
    })
    expect(declared.status).toBe(413)
    expect(await storedRows()).toBe(rowsBefore)
    expect(storedFiles()).toBe(filesBefore)
  })

  it('answers 400 to a broken multipart body and 415 to a body that is not multipart', async () => {
    expect(
      await apply(jobId, '--abc\r\nnot a part', {
        'content-type': 'multipart/form-data; boundary=abc',
      }),
    ).toEqual({
      status: 400,
      body: { message: en.forms.api.brokenForm },
    })
    expect(
      await apply(jobId, JSON.stringify(fields), { 'content-type': 'application/json' }),
    ).toEqual({
      status: 415,
      body: { message: en.forms.api.wrongFormType },
    })
  })

  it('answers 404 for an unknown or unpublished job, in the caller’s language', async () => {
    expect(await apply('987654', form())).toEqual({
      status: 404,
      body: { message: en.forms.api.jobNotFound },
    })
    expect(await apply('not-a-number', form())).toEqual({
      status: 404,
      body: { message: en.forms.api.jobNotFound },
    })
    expect(await apply(draftJobId, form(), { 'accept-language': 'ar' })).toEqual({
      status: 404,
      body: { message: ar.forms.api.jobNotFound },
    })
  })
})

describe('who may see applications and CVs', () => {
  let users: Record<'editor' | 'hr', User>

  beforeAll(async () => {
    users = {
      editor: await payload.create({
        collection: 'users',
        data: { email: 'editor@example.com', password: 'editor-password-1', roles: ['editor'] },
      }),
      hr: await payload.create({
        collection: 'users',
        data: { email: 'hr@example.com', password: 'hr-password-1', roles: ['hr'] },
      }),
    }
  })

  it('lets HR read applications and CVs and change the status, not the applicant’s details', async () => {
    const { docs } = await payload.find({
      collection: 'job-applications',
      user: users.hr,
      overrideAccess: false,
    })
    expect(docs.length).toBeGreaterThan(0)
    const cvs = await payload.find({
      collection: 'job-application-cvs',
      user: users.hr,
      overrideAccess: false,
    })
    expect(cvs.docs.length).toBeGreaterThan(0)
    const updated = await payload.update({
      collection: 'job-applications',
      id: docs[0]!.id,
      data: { status: 'shortlisted', first_name: 'Changed' },
      user: users.hr,
      overrideAccess: false,
    })
    expect(updated.status).toBe('shortlisted')
    expect(updated.first_name).not.toBe('Changed')
  })

  it('keeps them from editors and visitors, and lets nobody create them through the API', async () => {
    for (const collection of ['job-applications', 'job-application-cvs'] as const) {
      await expect(
        payload.find({ collection, user: users.editor, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
    await expect(
      payload.create({
        collection: 'job-applications',
        data: {
          first_name: 'A',
          last_name: 'B',
          email: 'a@example.com',
          phone_number: '0501234567',
          cover_letter_title: 'T',
          cover_letter_description: 'D',
          cv: 1,
          status: 'new',
        },
        user: users.hr,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
