import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/audit/record'
import { clearDeletedTracesOrLog } from '@/database/deletedTraces'

import { subjectOf } from './subject'
import {
  findPersonData,
  idsOf,
  onlyShown,
  type PersonData,
  personDataCounts,
  type PersonQuery,
} from './find'
import { tallyOf } from './statistics'

const DAY_MS = 24 * 60 * 60 * 1000

/** Every collection an erasure deletes from, with its files' uploads. */
const erasedCollections: readonly CollectionSlug[] = [
  'service-requests',
  'contact-messages',
  'job-applications',
  'emails',
  'payload-jobs',
  'request-documents',
  'job-application-cvs',
]

export class TooManyRecordsError extends Error {
  constructor() {
    super('Too many records match. Search by a narrower identifier (the ID number or email).')
    this.name = 'TooManyRecordsError'
  }
}

/**
 * Erases what the site holds about one person, inside the caller's transaction (`req`): the
 * service requests, contact messages and job applications staff were shown (`shown`, ids by kind;
 * only those that still match the search), every email about them or to the address, and the
 * counts of what went, by kind and month (erased-records), so statistics stay right. The audit
 * trail records it by counts, never by the identifiers searched for.
 *
 * Files are not removed here: Payload deletes an upload's file with its row, before the
 * transaction commits, so a rollback would leave rows whose files are gone. The caller removes
 * them with `eraseFiles` once the transaction has committed.
 */
export async function erasePersonData(
  req: PayloadRequest,
  query: PersonQuery,
  shown: unknown,
): Promise<PersonData> {
  const data = onlyShown(await findPersonData(req, query), shown)
  if (data.tooMany) throw new TooManyRecordsError()
  const { payload } = req
  const remove = async (
    collection: 'service-requests' | 'contact-messages' | 'job-applications' | 'emails',
    ids: number[],
  ) => {
    if (ids.length === 0) return
    const { errors } = await payload.delete({
      collection,
      where: { id: { in: ids } },
      req,
      overrideAccess: true,
      depth: 0,
    })
    if (errors.length > 0)
      throw new Error(`${collection}: ${errors.map((error) => error.message).join('; ')}`)
  }

  for (const tally of tallyOf([
    ...data.serviceRequests.map((row) => ({ collection: 'service-requests' as const, row })),
    ...data.contactMessages.map((row) => ({ collection: 'contact-messages' as const, row })),
    ...data.jobApplications.map((row) => ({ collection: 'job-applications' as const, row })),
  ]))
    await payload.create({
      collection: 'erased-records',
      data: tally,
      req,
      overrideAccess: true,
      depth: 0,
    })

  // The records (each takes the emails about it along), then emails found by address alone, then
  // the send jobs of those emails: a failed one keeps the mail server's answer, which may repeat
  // the address. (Only jobs from the first email's day on are looked at: their input is not indexed.)
  await remove('service-requests', idsOf(data.serviceRequests))
  await remove('contact-messages', idsOf(data.contactMessages))
  await remove('job-applications', idsOf(data.jobApplications))
  await remove('emails', idsOf(data.emails))
  const firstEmail = data.emails.map((email) => email.createdAt).sort()[0]
  if (firstEmail)
    await payload.delete({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendEmail' } },
          {
            createdAt: {
              greater_than_equal: new Date(Date.parse(firstEmail) - DAY_MS).toISOString(),
            },
          },
          { 'input.email': { in: idsOf(data.emails) } },
        ],
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
  await recordAudit(req, {
    action: 'data-erasure',
    detail: personDataCounts(data),
    subject: subjectOf(query),
  })
  return data
}

/**
 * The files of an erasure, with their upload rows (which no record names any more), on disk or in
 * the bucket. Run after the erasure committed; one that fails here is left to the orphan sweep,
 * which removes upload rows nothing names and their files.
 */
export async function eraseFiles(payload: Payload, data: PersonData): Promise<void> {
  for (const collection of ['request-documents', 'job-application-cvs'] as const) {
    const ids = data.files.filter((file) => file.collection === collection).map((file) => file.id)
    if (ids.length > 0)
      await payload.delete({
        collection,
        where: { id: { in: ids } },
        overrideAccess: true,
        depth: 0,
      })
  }
}

/**
 * What an erasure does once its transaction has committed: its files, then the copies the database
 * keeps of what was deleted (src/database/deletedTraces.ts), even when a file could not go.
 */
export async function finishErasure(payload: Payload, data: PersonData): Promise<void> {
  try {
    await eraseFiles(payload, data)
  } finally {
    await clearDeletedTracesOrLog(payload, erasedCollections)
  }
}
