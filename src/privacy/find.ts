import type { PayloadRequest, Where } from 'payload'

import type { ContactMessage, Email, JobApplication, ServiceRequest } from '@/payload-types'

import { emailKey, idNumberKey, phoneKey } from './personKeys'

/** Who staff are looking for: any of an email address, a phone number, an ID or Iqama number. */
export type PersonQuery = { email: string | null; phone: string | null; idNumber: string | null }

/** More records of one kind than this and the search asks for a narrower identifier. */
export const MAX_RECORDS_PER_KIND = 500

export type StoredFileRef = {
  collection: 'request-documents' | 'job-application-cvs'
  id: number
  filename: string
  mimeType: string | null
  filesize: number | null
  /** The reference of the request or application the file came with. */
  of: string
}

/** Everything the site holds about one person, as its rows (depth 0) and files. */
export type PersonData = {
  serviceRequests: ServiceRequest[]
  contactMessages: ContactMessage[]
  jobApplications: JobApplication[]
  emails: Email[]
  files: StoredFileRef[]
  /** A kind had more than MAX_RECORDS_PER_KIND matches: nothing may be exported or erased. */
  tooMany: boolean
}

export class PersonQueryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PersonQueryError'
  }
}

/**
 * Reads and checks what staff typed. At least one identifier; each must be usable as typed, so a
 * typo is refused rather than matching nothing (or, worse, a short number matching many people).
 */
export function parsePersonQuery(input: unknown): PersonQuery {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const text = (name: string) => {
    const value = body[name]
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 320) : null
  }
  const [email, phone, idNumber] = [text('email'), text('phone'), text('idNumber')]
  if (!email && !phone && !idNumber)
    throw new PersonQueryError('Give an email address, a phone number or an ID number.')
  const query: PersonQuery = {
    email: email === null ? null : emailKey(email),
    phone: phone === null ? null : phoneKey(phone),
    idNumber: idNumber === null ? null : idNumberKey(idNumber),
  }
  if (email !== null && !query.email) throw new PersonQueryError('The email address is not valid.')
  if (phone !== null && !query.phone)
    throw new PersonQueryError('The phone number needs at least 9 digits.')
  if (idNumber !== null && query.idNumber?.length !== 10)
    throw new PersonQueryError('An ID or Iqama number has 10 digits.')
  return query
}

const anyOf = (conditions: (Where | null)[]): Where => ({
  or: conditions.filter((c): c is Where => c !== null),
})

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id)

const relationId = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/**
 * Finds every record about the person: service requests (by email, phone or ID number), contact
 * messages and job applications (by email or phone), the emails sent about any of them or to the
 * address, and the files that came with them. Reads inside `req` (its transaction, if any), with
 * no access checks: the caller has checked the staff member's role.
 */
export async function findPersonData(req: PayloadRequest, query: PersonQuery): Promise<PersonData> {
  const { payload } = req
  const byEmail = query.email ? { personEmail: { equals: query.email } } : null
  const byPhone = query.phone ? { personPhone: { equals: query.phone } } : null
  const byId = query.idNumber ? { idNumber: { equals: query.idNumber } } : null
  const common = {
    req,
    overrideAccess: true,
    depth: 0,
    limit: MAX_RECORDS_PER_KIND + 1,
    pagination: false,
    sort: '-createdAt',
  } as const

  const serviceRequests =
    byEmail || byPhone || byId
      ? (
          await payload.find({
            ...common,
            collection: 'service-requests',
            where: anyOf([byEmail, byPhone, byId]),
            select: { emails: false },
          })
        ).docs
      : []
  const contactMessages =
    byEmail || byPhone
      ? (
          await payload.find({
            ...common,
            collection: 'contact-messages',
            where: anyOf([byEmail, byPhone]),
          })
        ).docs
      : []
  const jobApplications =
    byEmail || byPhone
      ? (
          await payload.find({
            ...common,
            collection: 'job-applications',
            where: anyOf([byEmail, byPhone]),
          })
        ).docs
      : []

  const emailsAbout = anyOf([
    serviceRequests.length ? { serviceRequest: { in: idsOf(serviceRequests) } } : null,
    contactMessages.length ? { contactMessage: { in: idsOf(contactMessages) } } : null,
    jobApplications.length ? { jobApplication: { in: idsOf(jobApplications) } } : null,
    query.email ? { to: { equals: query.email } } : null,
  ])
  const emails = emailsAbout.or?.length
    ? (await payload.find({ ...common, collection: 'emails', where: emailsAbout })).docs
    : []

  const files = await findFiles(req, serviceRequests, jobApplications)
  const tooMany = [serviceRequests, contactMessages, jobApplications, emails].some(
    (rows) => rows.length > MAX_RECORDS_PER_KIND,
  )
  return {
    serviceRequests: serviceRequests.slice(0, MAX_RECORDS_PER_KIND),
    contactMessages: contactMessages.slice(0, MAX_RECORDS_PER_KIND),
    jobApplications: jobApplications.slice(0, MAX_RECORDS_PER_KIND),
    emails: emails.slice(0, MAX_RECORDS_PER_KIND),
    files,
    tooMany,
  }
}

async function findFiles(
  req: PayloadRequest,
  serviceRequests: ServiceRequest[],
  jobApplications: JobApplication[],
): Promise<StoredFileRef[]> {
  const owners = new Map<string, string>()
  for (const request of serviceRequests)
    for (const document of request.documents ?? [])
      owners.set(`request-documents:${relationId(document)}`, request.reference ?? '')
  for (const application of jobApplications)
    owners.set(`job-application-cvs:${relationId(application.cv)}`, application.reference ?? '')

  const read = async (collection: StoredFileRef['collection']) => {
    const ids = [...owners.keys()]
      .filter((key) => key.startsWith(`${collection}:`))
      .map((key) => Number(key.slice(collection.length + 1)))
      .filter(Number.isFinite)
    if (ids.length === 0) return []
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      req,
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { filename: true, mimeType: true, filesize: true },
    })
    return docs.map((doc): StoredFileRef => ({
      collection,
      id: doc.id,
      filename: doc.filename ?? '',
      mimeType: doc.mimeType ?? null,
      filesize: doc.filesize ?? null,
      of: owners.get(`${collection}:${doc.id}`) ?? '',
    }))
  }
  return [...(await read('request-documents')), ...(await read('job-application-cvs'))]
}

/** How many of each the search found: what the audit trail records instead of the data. */
export function personDataCounts(data: PersonData): string {
  return [
    `service-requests ${data.serviceRequests.length}`,
    `contact-messages ${data.contactMessages.length}`,
    `job-applications ${data.jobApplications.length}`,
    `emails ${data.emails.length}`,
    `files ${data.files.length}`,
  ].join(', ')
}
