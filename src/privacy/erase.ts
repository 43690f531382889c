import type { PayloadRequest } from 'payload'

import { recordAudit } from '@/collections/AuditLog/record'

import { findPersonData, type PersonData, personDataCounts, type PersonQuery } from './find'
import { tallyOf } from './statistics'

export class TooManyRecordsError extends Error {
  constructor() {
    super('Too many records match. Search by a narrower identifier (the ID number or email).')
    this.name = 'TooManyRecordsError'
  }
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id)

/**
 * Erases everything the site holds about one person, inside the caller's transaction (`req`):
 * their service requests, contact messages and job applications, every email about them or to
 * them, and the files that came with them (on disk or in the bucket). What it took is written
 * down as counts by kind and month (erased-records), so statistics stay right, and the audit
 * trail records the erasure by counts, never by the identifiers searched for.
 *
 * The rows go with the transaction; a file is removed by Payload when its row is deleted, so a
 * transaction rolled back after that leaves a row without its file (the erasure is then run again).
 */
export async function erasePersonData(
  req: PayloadRequest,
  query: PersonQuery,
): Promise<PersonData> {
  const data = await findPersonData(req, query)
  if (data.tooMany) throw new TooManyRecordsError()
  const { payload } = req
  const remove = async (
    collection:
      | 'service-requests'
      | 'contact-messages'
      | 'job-applications'
      | 'emails'
      | 'request-documents'
      | 'job-application-cvs',
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

  // The records first (each takes the emails about it along), then what is left: emails found by
  // address alone, and the files.
  await remove('service-requests', idsOf(data.serviceRequests))
  await remove('contact-messages', idsOf(data.contactMessages))
  await remove('job-applications', idsOf(data.jobApplications))
  await remove('emails', idsOf(data.emails))
  await remove(
    'request-documents',
    data.files.filter((file) => file.collection === 'request-documents').map((file) => file.id),
  )
  await remove(
    'job-application-cvs',
    data.files.filter((file) => file.collection === 'job-application-cvs').map((file) => file.id),
  )
  await recordAudit(req, { action: 'data-erasure', detail: personDataCounts(data) })
  return data
}
