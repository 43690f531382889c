import type { PayloadRequest, Where } from 'payload'

import type { ContactMessage, Email, JobApplication, ServiceRequest } from '@/payload-types'

import { emailKey, idNumberKey, passportKey, phoneKey } from './personKeys'

/** Who staff are looking for: any of an email address, a phone number, an ID or passport number. */
export type PersonQuery = {
  email: string | null
  phone: string | null
  idNumber: string | null
  passport: string | null
}

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
  /**
   * Requests, messages or applications numbered more than MAX_RECORDS_PER_KIND of a kind: nothing
   * may be exported or erased (the emails about them are not counted: they go with them).
   */
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
  const [email, phone, idNumber, passport] = [
    text('email'),
    text('phone'),
    text('idNumber'),
    text('passport'),
  ]
  if (!email && !phone && !idNumber && !passport)
    throw new PersonQueryError(
      'Give an email address, a phone number, an ID number or a passport number.',
    )
  const query: PersonQuery = {
    email: email === null ? null : emailKey(email),
    phone: phone === null ? null : phoneKey(phone),
    idNumber: idNumber === null ? null : idNumberKey(idNumber),
    passport: passport === null ? null : passportKey(passport),
  }
  if (email !== null && !query.email) throw new PersonQueryError('The email address is not valid.')
  if (phone !== null && !query.phone)
    throw new PersonQueryError('The phone number needs at least 9 digits.')
  if (idNumber !== null && query.idNumber?.length !== 10)
    throw new PersonQueryError('An ID or Iqama number has 10 digits.')
  if (passport !== null && !query.passport)
    throw new PersonQueryError('A passport number has at least 5 letters and digits.')
  return query
}

const anyOf = (conditions: (Where | null)[]): Where => ({
  or: conditions.filter((c): c is Where => c !== null),
})

export const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id)

/** A relationship's id, whether it was read populated or not. */
export const relationId = (value: number | { id: number } | null | undefined): number | null =>
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
  const byPassport = query.passport ? { personPassport: { equals: query.passport } } : null
  const common = {
    req,
    overrideAccess: true,
    depth: 0,
    limit: MAX_RECORDS_PER_KIND + 1,
    pagination: false,
    sort: '-createdAt',
  } as const

  const serviceRequests =
    byEmail || byPhone || byId || byPassport
      ? (
          await payload.find({
            ...common,
            collection: 'service-requests',
            where: anyOf([byEmail, byPhone, byId, byPassport]),
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

  const tooMany = [serviceRequests, contactMessages, jobApplications].some(
    (rows) => rows.length > MAX_RECORDS_PER_KIND,
  )
  const records = {
    serviceRequests: serviceRequests.slice(0, MAX_RECORDS_PER_KIND),
    contactMessages: contactMessages.slice(0, MAX_RECORDS_PER_KIND),
    jobApplications: jobApplications.slice(0, MAX_RECORDS_PER_KIND),
  }
  return {
    ...records,
    emails: await findEmails(req, records, query.email),
    files: await findFiles(req, records.serviceRequests, records.jobApplications),
    tooMany,
  }
}

/**
 * The emails about the records, and those sent to the address itself. Addresses are stored as
 * typed, so those are found case-blind (`like`) and then kept only when they are the address.
 */
async function findEmails(
  req: PayloadRequest,
  records: Pick<PersonData, 'serviceRequests' | 'contactMessages' | 'jobApplications'>,
  email: string | null,
): Promise<Email[]> {
  const about = anyOf([
    records.serviceRequests.length
      ? { serviceRequest: { in: idsOf(records.serviceRequests) } }
      : null,
    records.contactMessages.length
      ? { contactMessage: { in: idsOf(records.contactMessages) } }
      : null,
    records.jobApplications.length
      ? { jobApplication: { in: idsOf(records.jobApplications) } }
      : null,
    email ? { to: { like: email } } : null,
  ])
  if (!about.or?.length) return []
  const { docs } = await req.payload.find({
    collection: 'emails',
    where: about,
    req,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: '-createdAt',
  })
  return docs.filter(
    (row) =>
      row.serviceRequest || row.contactMessage || row.jobApplication || emailKey(row.to) === email,
  )
}

/** Only the records among `found` that staff were shown (by id), when they say which. */
export function onlyShown(found: PersonData, shown: unknown): PersonData {
  if (!shown || typeof shown !== 'object') return found
  const ids = (kind: string) => {
    const list = (shown as Record<string, unknown>)[kind]
    return new Set(Array.isArray(list) ? list.map(Number) : [])
  }
  const [requests, messages, applications] = [
    ids('serviceRequests'),
    ids('contactMessages'),
    ids('jobApplications'),
  ]
  const kept = {
    serviceRequests: found.serviceRequests.filter((row) => requests.has(row.id)),
    contactMessages: found.contactMessages.filter((row) => messages.has(row.id)),
    jobApplications: found.jobApplications.filter((row) => applications.has(row.id)),
  }
  const references = new Set(
    [...kept.serviceRequests, ...kept.jobApplications].map((row) => row.reference),
  )
  const keptIds = {
    serviceRequest: new Set(idsOf(kept.serviceRequests)),
    contactMessage: new Set(idsOf(kept.contactMessages)),
    jobApplication: new Set(idsOf(kept.jobApplications)),
  }
  return {
    ...found,
    ...kept,
    emails: found.emails.filter((row) => {
      const about = (['serviceRequest', 'contactMessage', 'jobApplication'] as const).find(
        (field) => row[field],
      )
      return about ? keptIds[about].has(relationId(row[about])!) : true
    }),
    files: found.files.filter((file) => references.has(file.of)),
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
