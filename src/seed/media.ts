import type { CollectionSlug, Payload } from 'payload'

import { type DocumentKey, documents, type ImageKey, images } from './catalogue'
import { drawArt } from './media/art'
import { makePdf } from './media/pdf'
import { createBilingual } from './write'

/** Finds an upload by file name, so a second run reuses what the first created. */
async function existingId(payload: Payload, collection: CollectionSlug, filename: string) {
  const { docs } = await payload.find({
    collection,
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  return docs[0]?.id as number | undefined
}

export async function seedImages(payload: Payload): Promise<Record<ImageKey, number>> {
  const ids = {} as Record<ImageKey, number>
  for (const key of Object.keys(images) as ImageKey[]) {
    const { kind, motif, alt } = images[key]
    const filename = `${key}.webp`
    const found = await existingId(payload, 'media', filename)
    if (found) {
      ids[key] = found
      continue
    }
    const data = await drawArt(kind, motif)
    ids[key] = await createBilingual(
      payload,
      'media',
      { alt: alt.en, alt_ar: alt.ar },
      {
        file: { data, mimetype: 'image/webp', name: filename, size: data.length },
      },
    )
  }
  return ids
}

const BRAND = { en: 'Rafeef Cooperative Insurance', ar: 'رفيف للتأمين التعاوني' }

const bodyLines = {
  en: [
    'Issued by Rafeef Cooperative Insurance, a Saudi joint stock company licensed and supervised by',
    'the Insurance Authority. Commercial Registration 1010228890.',
    'King Fahd Road, Al Olaya, Riyadh. PO Box 86012, Riyadh 11622. Toll-free 800 124 7333.',
  ],
  ar: [
    'صادرة عن رفيف للتأمين التعاوني، شركة مساهمة سعودية مرخّصة وخاضعة لإشراف هيئة التأمين.',
    'السجل التجاري 1010228890.',
    'طريق الملك فهد، العليا، الرياض. ص.ب 86012، الرياض 11622. الرقم المجاني 800 124 7333.',
  ],
}

export async function seedDocuments(payload: Payload): Promise<Record<DocumentKey, number>> {
  const ids = {} as Record<DocumentKey, number>
  for (const key of Object.keys(documents) as DocumentKey[]) {
    const { title, lang } = documents[key]
    const filename = `${key.replaceAll('_', '-')}.pdf`
    const found = await existingId(payload, 'documents', filename)
    if (found) {
      ids[key] = found
      continue
    }
    const data = await makePdf({
      title: title[lang],
      lines: bodyLines[lang],
      lang,
      brand: BRAND[lang],
    })
    ids[key] = await createBilingual(
      payload,
      'documents',
      { title },
      {
        file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
      },
    )
  }
  return ids
}
