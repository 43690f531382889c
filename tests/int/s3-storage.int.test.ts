import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsRest } from '../helpers/cmsRest'
import { type S3Server, s3Environment, startS3 } from '../helpers/s3Server'
import { validCancellation } from '@/features/service-requests/samples'
import { validPdf } from '../helpers/uploadFixtures'

// Uploads go to S3 from the moment the Payload config is first loaded, so everything that loads it
// is imported after the environment is set.
let s3: S3Server
let bucket: S3Client
let payload: Payload

beforeAll(async () => {
  s3 = await startS3()
  Object.assign(process.env, s3Environment(s3))
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const [{ migratedPayload }, { updateGlobalBilingual }, { formOptionsSeed }] = await Promise.all([
    import('../helpers/payload'),
    import('@/seed/write'),
    import('@/seed/formOptions'),
  ])
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
})

afterAll(async () => {
  await payload?.destroy()
  await s3?.stop()
})

const keys = async (prefix: string) =>
  (
    (await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ??
    []
  ).map((object) => object.Key!)

const onDisk = (...folder: string[]) => {
  const dir = path.join(process.env.DATA_DIR!, ...folder)
  return existsSync(dir) ? readdirSync(dir) : []
}

async function sendCancellation(pdf: Buffer) {
  const { POST } = await import('@/app/api/service-requests/route')
  const body = new FormData()
  body.set('type', 'insurance-cancellation')
  for (const [name, value] of Object.entries(validCancellation)) body.set(name, String(value))
  body.append('documents', new File([new Uint8Array(pdf)], 'visa.pdf', { type: 'application/pdf' }))
  return POST(new Request('http://test/api/service-requests', { method: 'POST', body }))
}

describe('uploads with S3_BUCKET set', () => {
  it('stores a visitor’s document in the bucket under its private prefix, and nothing on disk', async () => {
    const pdf = await validPdf()
    const response = await sendCancellation(pdf)
    expect(response.status).toBe(201)
    const [document] = (
      await payload.find({
        collection: 'request-documents',
        overrideAccess: true,
        sort: '-createdAt',
        limit: 1,
      })
    ).docs
    const key = `private/request-documents/${document!.filename}`
    expect(await keys('private/request-documents/')).toContain(key)
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(pdf)).toBe(true)
    expect(onDisk('private', 'request-documents')).toEqual([])
  })

  it('stores an editor’s image in the bucket with its resized copies', async () => {
    const sharp = (await import('sharp')).default
    const image = await sharp({
      create: { width: 1800, height: 900, channels: 3, background: '#0a7' },
    })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Green', alt_ar: 'أخضر' },
      file: { data: image, mimetype: 'image/png', name: 'green.png', size: image.length },
      overrideAccess: true,
    })
    const stored = await keys('media/')
    expect(stored).toContain(`media/${media.filename}`)
    expect(stored).toContain(`media/${media.sizes?.card?.filename}`)
    expect(stored).toContain(`media/${media.sizes?.hero?.filename}`)
    expect(onDisk('media')).toEqual([])
    // Deleting the image removes its objects.
    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect(await keys('media/')).toEqual([])
  })

  it('removes the objects of a submission that did not commit', async () => {
    const { writeAtomically } = await import('@/database/writeAtomically')
    const pdf = await validPdf()
    const filename = 'never-committed.pdf'
    const attempt = writeAtomically(
      payload,
      [{ collection: 'request-documents', filename }],
      async (req) => {
        await payload.create({
          collection: 'request-documents',
          data: {},
          file: { data: pdf, mimetype: 'application/pdf', name: filename, size: pdf.length },
          overrideAccess: true,
          req,
        })
        expect(await keys(`private/request-documents/${filename}`)).toHaveLength(1)
        throw new Error('the commit did not happen')
      },
    )
    await expect(attempt).rejects.toThrow('the commit did not happen')
    expect(await keys(`private/request-documents/${filename}`)).toEqual([])
  })

  it('erases a person’s documents from the bucket with their request', async () => {
    const response = await sendCancellation(await validPdf())
    expect(response.status).toBe(201)
    const before = await keys('private/request-documents/')
    const { docs } = await payload.find({
      collection: 'request-documents',
      overrideAccess: true,
      pagination: false,
    })
    expect(before.length).toBeGreaterThanOrEqual(2)
    await payload.create({
      collection: 'users',
      data: { email: 's3-admin@example.com', password: 's3-admin-password-1', roles: ['admin'] },
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 's3-admin@example.com', password: 's3-admin-password-1' },
    })
    const erased = await cmsRest('POST', 'data-rights/erase', {
      token,
      body: { email: validCancellation.email },
    })
    expect(erased.status).toBe(200)
    const after = await keys('private/request-documents/')
    for (const document of docs)
      expect(after).not.toContain(`private/request-documents/${document.filename}`)
    expect(
      (await payload.count({ collection: 'request-documents', overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('sweeps objects no upload row names once they are older than the grace period', async () => {
    const { sweepOrphanFiles } = await import('@/tasks/sweepOrphanFiles')
    await bucket.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'private/request-documents/crashed.pdf',
        Body: await validPdf(),
      }),
    )
    const named = await keys('private/request-documents/')
    expect(await sweepOrphanFiles(payload, { graceMinutes: 60 })).toEqual({ rows: 0, files: 0 })
    const later = new Date(Date.now() + 61 * 60 * 1000)
    expect(await sweepOrphanFiles(payload, { graceMinutes: 60, now: later })).toEqual({
      rows: 0,
      files: 1,
    })
    expect(await keys('private/request-documents/')).toEqual(
      named.filter((key) => !key.endsWith('crashed.pdf')),
    )
  })
})
