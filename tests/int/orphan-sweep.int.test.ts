// On both databases: uploads are walked a page at a time with each database's paging.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as apply } from '@/app/api/jobs/[id]/route'
import { POST as serviceRequest } from '@/app/api/service-requests/route'
import {
  deleteExpiredRequestDocuments,
  deleteExpiredRequestDocumentsTask,
} from '@/features/service-requests/tasks/deleteExpiredRequestDocuments'
import { sweepOrphanFiles, sweepOrphanFilesTask } from '@/tasks/sweepOrphanFiles'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { applicantFields, createJob, cvPdf } from '../helpers/jobApplications'
import { migratedPayload } from '../helpers/payload'
import { validCancellation } from '@/features/service-requests/samples'

let payload: Payload
let pdf: Uint8Array<ArrayBuffer>
let jobId: string

const DAY_MS = 24 * 60 * 60 * 1000
const documentsDir = () => path.join(process.env.DATA_DIR!, 'private', 'request-documents')
const cvDir = () => path.join(process.env.DATA_DIR!, 'job-application-cvs')
const files = (dir: string) => (existsSync(dir) ? readdirSync(dir) : [])

async function cancel(): Promise<string> {
  const body = new FormData()
  body.set('type', 'insurance-cancellation')
  for (const [name, value] of Object.entries(validCancellation)) body.set(name, String(value))
  body.append('documents', new File([pdf], 'refusal.pdf', { type: 'application/pdf' }))
  const response = await serviceRequest(
    new Request('http://test/api/service-requests', { method: 'POST', body }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { reference: string } }).data.reference
}

async function applyForJob(): Promise<void> {
  const body = new FormData()
  for (const [key, value] of Object.entries(applicantFields)) body.set(key, value)
  body.set('cv_url', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf')
  const response = await apply(
    new Request(`http://test/api/jobs/${jobId}`, { method: 'POST', body }),
    { params: Promise.resolve({ id: jobId }) },
  )
  expect(response.status).toBe(201)
}

/** A file as a crashed submission leaves it: on disk, written `minutesAgo`, with no row. */
function strayFile(dir: string, name: string, minutesAgo: number): string {
  const file = path.join(dir, name)
  writeFileSync(file, Buffer.from(pdf))
  const when = new Date(Date.now() - minutesAgo * 60_000)
  utimesSync(file, when, when)
  return file
}

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  jobId = await createJob(payload, 'Claims Handler')
  pdf = await cvPdf()
})

afterAll(async () => {
  await payload.destroy()
})

describe('sweeping uploads that belong to no submission', () => {
  it('deletes old files without a row and unclaimed upload rows, and keeps every claimed one', async () => {
    await cancel()
    await applyForJob()
    const keptDocuments = files(documentsDir())
    const keptCvs = files(cvDir())
    expect(keptDocuments).toHaveLength(1)
    expect(keptCvs).toHaveLength(1)

    const oldStray = strayFile(documentsDir(), 'crashed.pdf', 120)
    const newStray = strayFile(cvDir(), 'in-flight.pdf', 1)
    const oldCvStray = strayFile(cvDir(), 'crashed-cv.pdf', 120)
    // A request deleted by staff leaves its document unclaimed.
    const deleted = await cancel()
    const unclaimedDocument = files(documentsDir()).find(
      (name) => !keptDocuments.includes(name) && name !== 'crashed.pdf',
    )!
    await payload.delete({
      collection: 'service-requests',
      where: { reference: { equals: deleted } },
      overrideAccess: true,
    })
    const ancient = new Date(Date.now() - 2 * 60 * 60_000).toISOString()
    await payload.db.updateMany({
      collection: 'request-documents',
      where: { filename: { equals: unclaimedDocument } },
      data: { createdAt: ancient },
    })

    // One row and one file at a time: the walk goes on from page to page.
    const result = await sweepOrphanFiles(payload, { graceMinutes: 60, pageSize: 1 })
    expect(result).toEqual({ rows: 1, files: 2 })
    expect(existsSync(oldStray)).toBe(false)
    expect(existsSync(oldCvStray)).toBe(false)
    expect(existsSync(newStray)).toBe(true)
    expect(files(documentsDir()).sort()).toEqual([...keptDocuments].sort())
    expect(files(cvDir()).sort()).toEqual([...keptCvs, 'in-flight.pdf'].sort())

    // With no grace (a server starting after a crash, nothing under way) the young file goes too.
    expect(await sweepOrphanFiles(payload, { graceMinutes: 0 })).toEqual({ rows: 0, files: 1 })
    expect(files(cvDir())).toEqual(keptCvs)
  })

  it('runs as a scheduled task on the maintenance queue', () => {
    expect(sweepOrphanFilesTask.schedule?.[0]?.queue).toBe('maintenance')
    expect(deleteExpiredRequestDocumentsTask.schedule?.[0]?.queue).toBe('maintenance')
  })
})

describe('request documents past their retention period', () => {
  it('are deleted with their files, while the request stays', async () => {
    const reference = await cancel()
    const [request] = (
      await payload.find({
        collection: 'service-requests',
        where: { reference: { equals: reference } },
        depth: 1,
        overrideAccess: true,
      })
    ).docs
    const document = request?.documents?.[0]
    if (!document || typeof document !== 'object')
      throw new Error('the document should be populated at depth 1')
    const file = path.join(documentsDir(), document.filename!)
    expect(existsSync(file)).toBe(true)

    expect(await deleteExpiredRequestDocuments(payload, { retentionDays: 30 })).toBe(0)
    expect(
      await deleteExpiredRequestDocuments(payload, {
        retentionDays: 30,
        now: new Date(Date.now() + 31 * DAY_MS),
      }),
    ).toBeGreaterThanOrEqual(1)
    expect(existsSync(file)).toBe(false)
    const kept = await payload.find({
      collection: 'service-requests',
      where: { reference: { equals: reference } },
      depth: 0,
      overrideAccess: true,
    })
    expect(kept.totalDocs).toBe(1)
    expect(kept.docs[0]?.documents ?? []).toEqual([])
  })
})
