// On both databases: applications past their period are found by each database's date comparison.
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/jobs/[id]/route'
import {
  applicationRetentionDays,
  deleteExpiredApplications,
  deleteExpiredApplicationsTask,
} from '@/features/careers/tasks/deleteExpiredApplications'
import { maintenanceQueue } from '@/tasks/retention'

import { inDatabaseFiles, vacuumCounts } from '../helpers/databaseFiles'
import { applicantFields, createJob, cvPdf } from '../helpers/jobApplications'
import { migratedPayload } from '../helpers/payload'

let payload: Payload
let jobId: string
let cv: Uint8Array<ArrayBuffer>

const DAY_MS = 24 * 60 * 60 * 1000

/** Sends an application through the site's own handler and returns its id and CV file path. */
async function apply(
  email = applicantFields.email,
): Promise<{ id: number; cvFile: string; cvId: number }> {
  const body = new FormData()
  for (const [key, value] of Object.entries({ ...applicantFields, email })) body.set(key, value)
  body.set('cv_url', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf')
  const response = await POST(
    new Request(`http://test/api/jobs/${jobId}`, { method: 'POST', body }),
    {
      params: Promise.resolve({ id: jobId }),
    },
  )
  expect(response.status).toBe(201)
  const { data } = (await response.json()) as { data: { id: number } }
  const row = await payload.findByID({
    collection: 'job-applications',
    id: data.id,
    depth: 1,
    overrideAccess: true,
  })
  if (typeof row.cv !== 'object') throw new Error('the CV should be populated at depth 1')
  return {
    id: data.id,
    cvId: row.cv.id,
    cvFile: path.join(process.env.DATA_DIR!, 'job-application-cvs', row.cv.filename!),
  }
}

/** Moves an application's arrival `days` into the past. */
async function age(id: number, days: number) {
  await payload.update({
    collection: 'job-applications',
    id,
    data: { createdAt: new Date(Date.now() - days * DAY_MS).toISOString() },
    overrideAccess: true,
  })
}

/** The emails about an application: the acknowledgement repeats what the applicant sent. */
const emailsAbout = async (id: number) =>
  (
    await payload.count({
      collection: 'emails',
      where: { jobApplication: { equals: id } },
      overrideAccess: true,
    })
  ).totalDocs

/** Every email row, whatever it is about. */
const allEmails = async () =>
  (await payload.count({ collection: 'emails', overrideAccess: true })).totalDocs

const exists = async (collection: 'job-applications' | 'job-application-cvs', id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1

beforeAll(async () => {
  payload = await migratedPayload()
  jobId = await createJob(payload, 'Actuarial Analyst')
  cv = await cvPdf()
})

afterAll(async () => {
  await payload.destroy()
})

afterEach(() => {
  delete process.env.JOB_APPLICATION_RETENTION_DAYS
})

describe('job application retention', () => {
  it('keeps applications for 365 days unless JOB_APPLICATION_RETENTION_DAYS says otherwise', () => {
    expect(applicationRetentionDays()).toBe(365)
    process.env.JOB_APPLICATION_RETENTION_DAYS = '180'
    expect(applicationRetentionDays()).toBe(180)
    for (const unusable of ['0', '-5', 'a year', '1.5']) {
      process.env.JOB_APPLICATION_RETENTION_DAYS = unusable
      expect(applicationRetentionDays()).toBe(365)
    }
  })

  it('deletes applications past the retention period with their CV files, and keeps the rest', async () => {
    const expired = await apply('expired.applicant@example.com')
    const alsoExpired = await apply('older.applicant@example.com')
    const recent = await apply('recent.applicant@example.com')
    await age(expired.id, 366)
    await age(alsoExpired.id, 400)
    await age(recent.id, 364)
    expect(existsSync(expired.cvFile)).toBe(true)
    expect(await emailsAbout(expired.id)).toBeGreaterThan(0)
    const emailsBefore = await allEmails()
    const expiredEmails = (await emailsAbout(expired.id)) + (await emailsAbout(alsoExpired.id))

    const sqlite = payload.db.name === 'sqlite'
    const addresses = ['expired.applicant@', 'older.applicant@', 'recent.applicant@']
    if (sqlite)
      for (const count of Object.values(await inDatabaseFiles(addresses)))
        expect(count).toBeGreaterThan(0)
    const tables = ['job_applications', 'job_application_cvs', 'emails']
    const vacuumedBefore = sqlite ? {} : await vacuumCounts(payload, tables)

    // One at a time: each batch takes its CVs with it.
    expect(await deleteExpiredApplications(payload, { batchSize: 1 })).toBe(2)
    expect(await exists('job-application-cvs', alsoExpired.cvId)).toBe(false)

    expect(await exists('job-applications', expired.id)).toBe(false)
    expect(await exists('job-application-cvs', expired.cvId)).toBe(false)
    expect(existsSync(expired.cvFile)).toBe(false)
    expect(await exists('job-applications', recent.id)).toBe(true)
    expect(await exists('job-application-cvs', recent.cvId)).toBe(true)
    expect(existsSync(recent.cvFile)).toBe(true)
    // Their emails went with them (not merely unlinked); the recent one's stay.
    expect(await allEmails()).toBe(emailsBefore - expiredEmails)
    expect(await emailsAbout(recent.id)).toBeGreaterThan(0)

    // Nor a byte of the expired applicants in the database's files (free space, write-ahead
    // log); PostgreSQL vacuumed the tables, which frees their dead rows.
    if (sqlite) {
      const left = await inDatabaseFiles(addresses)
      expect(left).toMatchObject({ 'expired.applicant@': 0, 'older.applicant@': 0 })
      expect(left['recent.applicant@']).toBeGreaterThan(0)
    } else {
      const vacuumed = await vacuumCounts(payload, tables)
      for (const table of tables)
        expect(vacuumed[table], table).toBeGreaterThan(vacuumedBefore[table] ?? 0)
    }

    // Nothing left to do: a second run deletes nothing.
    expect(await deleteExpiredApplications(payload)).toBe(0)
  })

  it('runs nightly from the maintenance queue the server works through', async () => {
    expect(deleteExpiredApplicationsTask.schedule).toEqual([
      { cron: '0 30 2 * * *', queue: maintenanceQueue },
    ])
    const autoRun = payload.config.jobs.autoRun
    expect(Array.isArray(autoRun) && autoRun.map((run) => run.queue)).toContain(maintenanceQueue)

    const expired = await apply()
    await age(expired.id, 400)
    await payload.jobs.queue({
      task: 'deleteExpiredApplications',
      input: {},
      queue: maintenanceQueue,
    })
    await payload.jobs.run({ queue: maintenanceQueue })
    expect(await exists('job-applications', expired.id)).toBe(false)
    expect(existsSync(expired.cvFile)).toBe(false)
  })
  it('lets only admins run, queue or cancel jobs over HTTP', async () => {
    const access = payload.config.jobs.access ?? {}
    for (const [roles, allowed] of [
      [['admin'], true],
      [['editor'], false],
      [['hr'], false],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: {
          email: `${roles[0]}-jobs@example.com`,
          password: 'jobs-password-1',
          roles: [...roles],
        },
      })
      const req = { user: { ...user, collection: 'users' } } as unknown as PayloadRequest
      for (const check of [access.run, access.queue, access.cancel])
        expect(await check!({ req })).toBe(allowed)
    }
    const anonymous = { user: null } as unknown as PayloadRequest
    expect(await access.run!({ req: anonymous })).toBe(false)
  })
})
