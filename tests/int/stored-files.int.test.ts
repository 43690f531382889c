// On both databases: the file list is read with each adapter's own query.
import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startKnownNames } from '@/content/knownNames'
import { filesOf, noteJustStored, storedFiles } from '@/content/storedFiles'
import { knownNames, namesNoFile } from '@/server/knownAddresses.mjs'

import { cvPdf } from '../helpers/jobApplications'
import { migratedPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/** A picture wide enough for both of the site's sizes. */
async function createPicture(name: string) {
  const image = await sharp({
    create: { width: 1800, height: 900, channels: 3, background: '#0a7' },
  })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: 'Green', alt_ar: 'أخضر' },
    file: { data: image, mimetype: 'image/png', name, size: image.length },
    overrideAccess: true,
  })
}

async function createDocument(name: string) {
  const pdf = Buffer.from(await cvPdf())
  return payload.create({
    collection: 'documents',
    data: { title: 'Report' },
    file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length },
    overrideAccess: true,
  })
}

describe('the public files the server knows of', () => {
  it('are every stored picture with its sizes, and every document, read again only when one changed', async () => {
    const picture = await createPicture('green.png')
    const document = await createDocument('report.pdf')
    const pictureFiles = filesOf('media', picture)
    expect(pictureFiles).toHaveLength(3)
    expect(pictureFiles).toContain(`media/${picture.sizes?.hero?.filename}`)

    const files = await storedFiles(payload)
    expect(new Set(files)).toEqual(new Set([...pictureFiles, `documents/${document.filename}`]))
    expect(await storedFiles(payload), 'nothing changed: the same list').toBe(files)

    await payload.update({
      collection: 'documents',
      id: document.id,
      data: { title: 'Annual report' },
      overrideAccess: true,
    })
    expect(await storedFiles(payload), 'a change: read again').not.toBe(files)

    await payload.delete({ collection: 'media', id: picture.id, overrideAccess: true })
    expect([...(await storedFiles(payload))]).toEqual([`documents/${document.filename}`])
  })

  it('are read again when a save names a file the last reading lacks, though the stamp stayed', async () => {
    const document = await createDocument('policy.pdf')
    const before = await storedFiles(payload)
    // A file replaced by a save that committed after a later change: the row's name changes, its
    // count and latest change do not.
    const adapter = payload.db as unknown as {
      drizzle: {
        update: (table: unknown) => {
          set: (values: object) => { where: (condition: unknown) => Promise<unknown> }
        }
      }
      tables: Record<string, Record<string, unknown>>
    }
    const table = adapter.tables.documents!
    await adapter.drizzle
      .update(table)
      .set({ filename: 'policy-2.pdf', updatedAt: document.updatedAt })
      .where(eq(table.id as never, document.id))
    expect(await storedFiles(payload), 'the stamp did not move').toBe(before)

    noteJustStored(['documents/policy-2.pdf'])
    const after = await storedFiles(payload)
    expect(after.has('documents/policy-2.pdf')).toBe(true)
    expect(after.has('documents/policy.pdf')).toBe(false)
  })

  it('include a file the moment it is stored, and the server serves it rather than a 404', async () => {
    await startKnownNames(payload)
    const target = (filename: string) =>
      `/_next/image?url=${encodeURIComponent(`/cms/api/media/file/${filename}`)}&w=640&q=75`
    expect(namesNoFile('GET', target('blue.webp'), knownNames())).toBe(true)

    // No reading of the lists between the save and the request: the save's hook tells the server.
    const picture = await createPicture('blue.png')
    expect(picture.filename).toBe('blue.webp')
    for (const filename of [picture.filename!, picture.sizes!.card!.filename!])
      expect(namesNoFile('GET', target(filename), knownNames()), filename).toBe(false)
    expect(namesNoFile('GET', target('made-up.webp'), knownNames())).toBe(true)

    // A name with a space and Arabic letters, at the address Payload gives it and as the optimizer
    // is asked for it.
    const arabic = await createPicture('صورة عائلية.png')
    for (const url of [arabic.url!, arabic.sizes!.card!.url!]) {
      const path = new URL(url, 'http://site').pathname
      expect(namesNoFile('GET', path, knownNames()), path).toBe(false)
      const optimized = `/_next/image?url=${encodeURIComponent(path)}&w=640&q=75`
      expect(namesNoFile('GET', optimized, knownNames()), optimized).toBe(false)
    }
  })
})
