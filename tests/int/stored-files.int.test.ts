import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startKnownNames } from '@/content/knownNames'
import { filesOf, storedFiles } from '@/content/storedFiles'
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
  })
})
