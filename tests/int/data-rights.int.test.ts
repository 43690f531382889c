// On both databases: a person is found across collections by each database's text matching.
import { readdir } from 'node:fs/promises'

import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { parsePersonQuery } from '@/features/data-rights/find'
import { lastMonths, receivedByMonth, recordKinds } from '@/features/data-rights'
import { subjectHashes } from '@/features/data-rights/subject'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'
import { staticDirOf } from '@/uploads/storage'

import { cmsRest } from '../helpers/cmsRest'
import { validContact } from '../helpers/contact'
import { inDatabaseFiles, vacuumCounts } from '../helpers/databaseFiles'
import { applicantFields, createJob, cvPdf } from '../helpers/jobApplications'
import { migratedPayload } from '../helpers/payload'
import { cancellationForm, validSamples } from '@/features/service-requests/samples'
import { validPdf } from '../helpers/uploadFixtures'

let payload: Payload
let adminToken: string
let editorToken: string
let jobId: string
let cvBytes: Uint8Array
let documentBytes: Uint8Array

/** The person whose data is asked for, typing her details differently on each form. */
const SARA = {
  email: 'sara.h@example.com',
  phone: '0501112233',
  idNumber: '1098765432',
  passport: 'K7654321',
  /** A word only her messages use. */
  word: 'Qurmuziyah',
}
/** Someone else, who must keep everything. */
const OTHER = {
  email: 'omar@example.com',
  phone: '0559998877',
  idNumber: '1011122233',
  passport: 'N1122334',
  word: 'Zumurrudah',
}

async function sendServiceRequest(body: BodyInit, json = false) {
  const { POST } = await import('@/app/api/service-requests/route')
  const response = await POST(
    new Request('http://test/api/service-requests', {
      method: 'POST',
      headers: json ? { 'content-type': 'application/json' } : {},
      body,
    }),
  )
  expect(response.status).toBe(201)
}

async function sendComplaint(person: typeof SARA, email: string, lang: 'en' | 'ar') {
  await sendServiceRequest(
    JSON.stringify({
      type: 'complaint',
      lang,
      ...validSamples.complaint,
      email,
      phone: person.phone,
      id_number: person.idNumber,
    }),
    true,
  )
}

async function sendVisaActivation(passport: string) {
  await sendServiceRequest(
    JSON.stringify({
      type: 'visa-activation',
      lang: 'en',
      ...validSamples['visa-activation'],
      passport_number: passport,
    }),
    true,
  )
}

async function sendCancellation(person: typeof SARA, phone: string) {
  const form = cancellationForm(documentBytes, 'visa-letter.pdf')
  form.set('email', person.email)
  form.set('phone', phone)
  await sendServiceRequest(form)
}

async function sendContact(email: string, phoneNumber: string, word = SARA.word) {
  const { POST } = await import('@/app/api/contact-us/route')
  const response = await POST(
    new Request('http://test/api/contact-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...validContact,
        message: `${validContact.message} ${word}`,
        email,
        phoneNumber,
      }),
    }),
  )
  expect(response.status).toBe(201)
}

async function apply(email: string, phone: string) {
  const { POST } = await import('@/app/api/jobs/[id]/route')
  const body = new FormData()
  for (const [key, value] of Object.entries({ ...applicantFields, email, phone_number: phone }))
    body.set(key, value)
  body.set('lang', 'ar')
  body.set('cv_url', new Blob([new Uint8Array(cvBytes)], { type: 'application/pdf' }), 'cv.pdf')
  const response = await POST(
    new Request(`http://test/api/jobs/${jobId}`, { method: 'POST', body }),
    { params: Promise.resolve({ id: jobId }) },
  )
  expect(response.status).toBe(201)
}

const call = (action: string, body: unknown, token = adminToken) =>
  cmsRest('POST', `data-rights/${action}`, { token, body })

type Listing = {
  serviceRequests: { id: number; reference: string }[]
  contactMessages: { id: number }[]
  jobApplications: { id: number }[]
  emails: unknown[]
  files: { path: string }[]
}

const counts = (listing: Listing) => ({
  serviceRequests: listing.serviceRequests.length,
  contactMessages: listing.contactMessages.length,
  jobApplications: listing.jobApplications.length,
  emails: listing.emails.length,
  files: listing.files.length,
})

const filesOnDisk = async (collection: 'request-documents' | 'job-application-cvs') =>
  readdir(staticDirOf(collection)).catch(() => [] as string[])

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  const user = (email: string, roles: User['roles']) =>
    payload.create({
      collection: 'users',
      data: { email, password: 'data-rights-password-1', roles },
    })
  await user('rights-admin@example.com', ['admin'])
  await user('rights-editor@example.com', ['editor'])
  const signIn = async (email: string) =>
    (
      await payload.login({
        collection: 'users',
        data: { email, password: 'data-rights-password-1' },
      })
    ).token!
  adminToken = await signIn('rights-admin@example.com')
  editorToken = await signIn('rights-editor@example.com')
  jobId = await createJob(payload, 'Claims Handler')
  cvBytes = await cvPdf()
  documentBytes = await validPdf()

  // Sara: a complaint in English with her address in capitals, a cancellation with a document
  // and her phone with the country code, a contact message, an Arabic job application with a CV.
  await sendComplaint(SARA, 'Sara.H@Example.com', 'en')
  await sendCancellation(SARA, '+966 50 111 2233')
  await sendContact(SARA.email, '050-111-2233')
  await apply(SARA.email.toUpperCase(), SARA.phone)
  // Her visitor's visa, which names her by passport alone.
  await sendVisaActivation('k 765-4321')
  await sendComplaint(OTHER, OTHER.email, 'en')
  await sendContact(OTHER.email, OTHER.phone, OTHER.word)
  await apply(OTHER.email, OTHER.phone)
})

afterAll(async () => {
  await payload.destroy()
})

describe('people’s data rights (Administration › Personal data requests)', () => {
  it('is for admins only, and refuses a search it cannot use', async () => {
    expect((await call('search', { email: SARA.email }, editorToken)).status).toBe(403)
    expect(
      (await cmsRest('POST', 'data-rights/search', { body: { email: SARA.email } })).status,
    ).toBe(401)
    const refused = async (body: unknown) => {
      const response = await call('search', body)
      return {
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      }
    }
    expect(await refused({})).toEqual({
      status: 400,
      message: 'Give an email address, a phone number, an ID number or a passport number.',
    })
    expect(await refused({ email: 'not-an-address' })).toEqual({
      status: 400,
      message: 'The email address is not valid.',
    })
    expect(await refused({ phone: '0501' })).toEqual({
      status: 400,
      message: 'The phone number needs at least 9 digits.',
    })
    expect(await refused({ idNumber: '12345' })).toEqual({
      status: 400,
      message: 'An ID or Iqama number has 10 digits.',
    })
    expect(await refused({ passport: '12' })).toEqual({
      status: 400,
      message: 'A passport number has at least 5 letters and digits.',
    })
    // JSON only: a form posted from another site is not read.
    const form = await cmsRest('POST', 'data-rights/search', {
      token: adminToken,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=sara.h%40example.com',
    })
    expect(form.status).toBe(415)
  })

  it('finds everything about the person by email, by phone, or by ID number, and no one else', async () => {
    const search = async (body: unknown) => {
      const response = await call('search', body)
      expect(response.status).toBe(200)
      return (await response.json()) as Listing
    }
    const byEmail = await search({ email: ' SARA.H@example.com ' })
    expect(counts(byEmail)).toMatchObject({
      serviceRequests: 2,
      contactMessages: 1,
      jobApplications: 1,
      files: 2,
    })
    // An acknowledgement for each of the four, and the staff notices about them.
    expect(byEmail.emails.length).toBeGreaterThanOrEqual(4)
    expect(counts(await search({ phone: '+966501112233' }))).toEqual(counts(byEmail))
    // Typed on an Arabic keyboard.
    expect(counts(await search({ phone: '٠٥٠١١١٢٢٣٣' }))).toEqual(counts(byEmail))
    expect(counts(await search({ passport: 'K7654321' }))).toMatchObject({ serviceRequests: 1 })
    // The ID number is asked on the complaint only.
    expect(counts(await search({ idNumber: SARA.idNumber }))).toMatchObject({
      serviceRequests: 1,
      contactMessages: 0,
      jobApplications: 0,
      files: 0,
    })
    const other = await search({ email: OTHER.email })
    expect(counts(other)).toMatchObject({ serviceRequests: 1, jobApplications: 1, files: 1 })

    const entry = (
      await payload.find({ collection: 'audit-log', where: { action: { equals: 'data-search' } } })
    ).docs[0]
    expect(entry?.detail).toMatch(/^service-requests \d+, contact-messages \d+/)
  })

  it('exports one archive: a summary in the person’s language, every row, and the files', async () => {
    const response = await call('export', { email: SARA.email })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const archive = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const names = Object.keys(archive)
    expect(names).toContain('summary.txt')
    expect(names).toContain('data.json')
    const data = JSON.parse(strFromU8(archive['data.json']!)) as {
      language: string
      foundBy: Record<string, string>
      serviceRequests: { reference: string; fields: { email: string } }[]
      jobApplications: { email: string }[]
      contactMessages: unknown[]
      emails: { to: string; html?: string }[]
      files: { path: string; collection: string }[]
    }
    // Her latest submission, the application, was in Arabic: so is her summary.
    expect(data.language).toBe('ar')
    const summary = strFromU8(archive['summary.txt']!)
    expect(summary).toContain('بياناتك الشخصية المحفوظة لدينا')
    expect(summary).toContain(data.serviceRequests[0]!.reference)
    // Choices read as the form showed them, not as stored (Riyadh, Website, Claims).
    expect(summary).toContain('المدينة: الرياض')
    expect(summary).toContain('مصدر الطلب: الموقع الإلكتروني')
    expect(summary).toContain('مجال الشكوى: المطالبات')
    expect(data.serviceRequests).toHaveLength(2)
    expect(data.contactMessages).toHaveLength(1)
    expect(data.jobApplications[0]!.email).toBe(SARA.email.toUpperCase())
    expect(data.emails.every((email) => email.html === undefined)).toBe(true)
    // The identifier she was found by, once, as the search compared it; not the rows' copies.
    expect(data.foundBy).toEqual({ email: SARA.email.toLowerCase() })
    expect(JSON.stringify(data)).not.toMatch(/personEmail|personPhone|personPassport/)
    // Both files, byte for byte.
    const cv = data.files.find((file) => file.collection === 'job-application-cvs')!
    const document = data.files.find((file) => file.collection === 'request-documents')!
    expect(archive[cv.path]).toEqual(cvBytes)
    expect(archive[document.path]).toEqual(new Uint8Array(documentBytes))

    const english = unzipSync(
      new Uint8Array(
        await (await call('export', { email: SARA.email, language: 'en' })).arrayBuffer(),
      ),
    )
    expect(strFromU8(english['summary.txt']!)).toContain('The personal data we hold about you')
  })

  it('erases the person’s rows, emails and files in one action, keeps the statistics, and records it without her details', async () => {
    const months = lastMonths(1)
    const kinds = recordKinds.map((kind) => kind.value)
    const statisticsBefore = await receivedByMonth(payload, kinds, months)
    const asked = { email: SARA.email, passport: SARA.passport }
    const listing = (await (await call('search', asked)).json()) as Listing
    expect(listing.serviceRequests).toHaveLength(3)
    const fileNames = listing.files.map((file) => file.path.split('/').pop()!.replace(/^\d+-/, ''))
    expect(fileNames).toHaveLength(2)
    const onDiskBefore = [
      ...(await filesOnDisk('request-documents')),
      ...(await filesOnDisk('job-application-cvs')),
    ]
    for (const name of fileNames) expect(onDiskBefore).toContain(name)

    // Her address, a word of her message and her passport, as she typed them and as searched for.
    const traces = [SARA.email, SARA.word, SARA.passport, 'k 765-4321']
    const sqlite = payload.db.name === 'sqlite'
    if (sqlite)
      for (const count of Object.values(await inDatabaseFiles(traces)))
        expect(count).toBeGreaterThan(0)
    const erasedTables = [
      'service_requests',
      'contact_messages',
      'job_applications',
      'emails',
      'payload_jobs',
      'request_documents',
      'job_application_cvs',
    ]
    const vacuumedBefore = sqlite ? {} : await vacuumCounts(payload, erasedTables)

    // A message she sends while the admin reads the list is not erased with what was shown.
    await sendContact(SARA.email, SARA.phone)
    const shown = {
      serviceRequests: listing.serviceRequests.map((row) => row.id),
      contactMessages: listing.contactMessages.map((row) => row.id),
      jobApplications: listing.jobApplications.map((row) => row.id),
    }
    const response = await call('erase', { ...asked, shown })
    expect(response.status).toBe(200)
    expect(counts((await response.json()) as Listing)).toEqual(counts(listing))
    const late = (await (await call('search', asked)).json()) as Listing
    expect(counts(late)).toMatchObject({ serviceRequests: 0, contactMessages: 1 })
    // Erased in turn (without a list: everything the search finds).
    expect((await call('erase', { email: SARA.email })).status).toBe(200)

    // Nothing of her is left: not by email, phone or ID; not an email to her; not a file.
    for (const query of [
      { email: SARA.email },
      { phone: SARA.phone },
      { idNumber: SARA.idNumber },
      { passport: SARA.passport },
    ])
      expect(counts((await (await call('search', query)).json()) as Listing)).toEqual({
        serviceRequests: 0,
        contactMessages: 0,
        jobApplications: 0,
        emails: 0,
        files: 0,
      })
    const emailsToHer = await payload.count({
      collection: 'emails',
      where: { to: { like: 'sara.h@example.com' } },
    })
    expect(emailsToHer.totalDocs).toBe(0)
    // Nor the jobs that sent them.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      pagination: false,
      depth: 0,
    })
    const erasedEmails = new Set(listing.emails.map((email) => (email as { id: number }).id))
    expect(jobs.docs.length).toBeGreaterThan(0)
    expect(
      jobs.docs.filter((job) => erasedEmails.has((job.input as { email: number }).email)),
    ).toEqual([])
    const onDiskAfter = [
      ...(await filesOnDisk('request-documents')),
      ...(await filesOnDisk('job-application-cvs')),
    ]
    for (const name of fileNames) expect(onDiskAfter).not.toContain(name)
    const everything = JSON.stringify(
      await Promise.all(
        (['service-requests', 'contact-messages', 'job-applications', 'emails'] as const).map(
          async (collection) =>
            (await payload.find({ collection, pagination: false, depth: 0 })).docs,
        ),
      ),
    )
    expect(everything.toLowerCase()).not.toContain('sara.h@')
    expect(everything).not.toContain(SARA.idNumber)

    // Omar keeps everything.
    const other = (await (await call('search', { email: OTHER.email })).json()) as Listing
    expect(counts(other)).toMatchObject({ serviceRequests: 1, jobApplications: 1, files: 1 })

    // Nor a byte of her in the database's files: not in the free space of the file, not in its
    // write-ahead log (SQLite), while Omar's word is read there as before. PostgreSQL keeps a
    // deleted row until VACUUM: each table the erasure deleted from was vacuumed after it.
    if (sqlite) {
      expect(await inDatabaseFiles([...traces, OTHER.word])).toEqual({
        ...Object.fromEntries(traces.map((text) => [text, 0])),
        [OTHER.word]: expect.any(Number),
      })
      expect((await inDatabaseFiles([OTHER.word]))[OTHER.word]).toBeGreaterThan(0)
    } else {
      const vacuumed = await vacuumCounts(payload, erasedTables)
      for (const table of erasedTables)
        expect(vacuumed[table], table).toBeGreaterThan(vacuumedBefore[table] ?? 0)
    }

    // The statistics by kind and month are what they were, and count the late message too.
    const expected = structuredClone(statisticsBefore)
    expected['contact-message']![months[0]!]! += 1
    expect(await receivedByMonth(payload, kinds, months)).toEqual(expected)

    // The audit trail has the erasure, by counts, and nowhere her details.
    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      pagination: false,
      depth: 0,
    })
    const erasure = entries.find((entry) => entry.action === 'data-erasure')
    expect(erasure).toMatchObject({
      account: 'rights-admin@example.com',
      detail: expect.stringMatching(/^service-requests 0, contact-messages 1, job-applications 0/),
    })
    expect(entries.filter((entry) => entry.action === 'data-erasure')[1]).toMatchObject({
      detail:
        'service-requests 3, contact-messages 1, job-applications 1, emails ' +
        `${listing.emails.length}, files 2`,
    })
    expect(entries.some((entry) => entry.action === 'data-export')).toBe(true)
    // Whether her data was exported or erased, and when, is found by the keyed hash of her email,
    // which every request about it carries, and which names nobody without the key.
    const hers = subjectHashes(parsePersonQuery({ email: SARA.email }))[0]!
    expect(hers).toMatch(/^[0-9a-f]{32}$/)
    const aboutHer = entries.filter((entry) => entry.subject?.split(' ').includes(hers))
    expect(new Set(aboutHer.map((entry) => entry.action))).toEqual(
      new Set(['data-search', 'data-export', 'data-erasure']),
    )
    expect(
      entries.filter((entry) => entry.action === 'data-search' && !entry.subject?.includes(hers)),
    ).not.toHaveLength(0)
    const trail = JSON.stringify(entries).toLowerCase()
    for (const detail of ['sara', SARA.phone, '501112233', SARA.idNumber])
      expect(trail).not.toContain(detail)
  })
})
