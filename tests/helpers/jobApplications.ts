import type { Payload } from 'payload'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'

/** The text fields of a valid application, as the apply form sends them. */
export const applicantFields = {
  first_name: 'Noura',
  last_name: 'Al-Qahtani',
  email: 'noura@example.com',
  phone_number: '0501234567',
  cover_letter_title: 'Actuarial Analyst',
  cover_letter_description: 'I have passed two actuarial exams and work with R every day.',
  declaration: 'true',
  terms: 'true',
}

/** A small but real PDF, as a CV would be. */
export async function cvPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Noura Al-Qahtani - CV')
  return new Uint8Array(await doc.save())
}

/** A real PDF of exactly `size` bytes: a literal string in its catalog fills the room. */
export async function pdfOfSize(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const withKeywords = async (length: number) => {
    const doc = await PDFDocument.create()
    doc.addPage().drawText('Noura Al-Qahtani - CV')
    doc.catalog.set(PDFName.of('Padding'), PDFString.of('x'.repeat(length)))
    return new Uint8Array(await doc.save({ useObjectStreams: false }))
  }
  // Offsets in the cross-reference table grow with the padding, so close in on the size.
  let length = size - (await withKeywords(0)).length
  for (let attempt = 0; attempt < 5; attempt++) {
    const bytes = await withKeywords(length)
    if (bytes.length === size) return bytes
    length += size - bytes.length
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`)
}

/** Creates a job (published unless told otherwise) in Saudi Arabia and returns its id. */
export async function createJob(
  payload: Payload,
  title: string,
  status: 'published' | 'draft' = 'published',
): Promise<string> {
  const country =
    (await payload.find({ collection: 'countries', where: { code: { equals: 'SA' } }, limit: 1 }))
      .docs[0] ??
    (await payload.create({
      collection: 'countries',
      data: { name: 'Saudi Arabia', code: 'SA' },
      locale: 'en',
    }))
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    data: {
      title,
      location: country.id,
      employment_type: 'FULL_TIME',
      description: 'Pricing and reserving.',
      _status: status,
    },
  })
  return String(job.id)
}
