import {
  addDataAndFileToRequest,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { hasRole } from '@/access/roles'
import { recordAudit } from '@/audit/record'
import { refusal } from '@/cms/rest/refusal'
import { inRequestTransaction } from '@/database/inRequestTransaction'
import { isLocale } from '@/i18n/locales'
import { mediaTypeOf } from '@/utilities/mediaType.mjs'

import { archiveName, languageOf, personArchive } from './archive'
import { erasePersonData, finishErasure, TooManyRecordsError } from './erase'
import { subjectOf } from './subject'
import {
  findPersonData,
  type PersonData,
  personDataCounts,
  PersonQueryError,
  parsePersonQuery,
} from './find'
import { archivePathOf } from './summary'
import { NO_STORE_HEADERS } from '@/server/cachePolicy.mjs'

/** What the admin's Data requests screen lists: enough to recognise each record, nothing more. */
export function personDataListing(data: PersonData) {
  return {
    tooMany: data.tooMany,
    serviceRequests: data.serviceRequests.map((row) => ({
      id: row.id,
      reference: row.reference,
      type: row.type,
      status: row.status,
      createdAt: row.createdAt,
    })),
    contactMessages: data.contactMessages.map((row) => ({
      id: row.id,
      subject: row.subject,
      createdAt: row.createdAt,
    })),
    jobApplications: data.jobApplications.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      createdAt: row.createdAt,
    })),
    emails: data.emails.map((row) => ({
      id: row.id,
      subject: row.subject,
      kind: row.kind,
      createdAt: row.createdAt,
    })),
    files: data.files.map((file) => ({
      id: file.id,
      collection: file.collection,
      of: file.of,
      path: archivePathOf(file),
    })),
  }
}

export type PersonDataListing = ReturnType<typeof personDataListing>

/**
 * One of the three data-rights actions, for admins only, with the identifiers in a POST body (never
 * in an address, which logs keep). Each runs in one transaction with its audit entry, which names
 * the counts and never the identifiers: if the entry cannot be written, nothing is answered.
 */
function dataRightsHandler(
  work: (
    req: PayloadRequest,
    query: ReturnType<typeof parsePersonQuery>,
  ) => Promise<Response | { response: Response; afterCommit: () => Promise<void> }>,
): PayloadHandler {
  return async (req) => {
    if (!hasRole(req.user, 'admin'))
      return refusal(403, 'Only administrators handle people’s data requests.')
    // JSON only: a form another site could post (with the cookie, where the browser sends it)
    // is not read.
    if (mediaTypeOf(req.headers.get('content-type')) !== 'application/json')
      return refusal(415, 'Send the request as application/json.')
    await addDataAndFileToRequest(req)
    let query
    try {
      query = parsePersonQuery(req.data)
    } catch (error) {
      if (error instanceof PersonQueryError) return refusal(400, error.message)
      throw error
    }
    try {
      const done = await inRequestTransaction(req, () => work(req, query))
      if (done instanceof Response) return done
      // Committed: a failure from here on leaves files to the orphan sweep, not the answer wrong.
      await done.afterCommit().catch((err: unknown) =>
        req.payload.logger.error({
          err,
          msg: 'Files of an erasure were left to the orphan sweep',
        }),
      )
      return done.response
    } catch (error) {
      if (error instanceof TooManyRecordsError) return refusal(409, error.message)
      throw error
    }
  }
}

export const dataRightsEndpoints: Endpoint[] = [
  {
    path: '/data-rights/search',
    method: 'post',
    handler: dataRightsHandler(async (req, query) => {
      const data = await findPersonData(req, query)
      await recordAudit(req, {
        action: 'data-search',
        detail: personDataCounts(data),
        subject: subjectOf(query),
      })
      return Response.json(personDataListing(data), { headers: NO_STORE_HEADERS })
    }),
  },
  {
    path: '/data-rights/export',
    method: 'post',
    handler: dataRightsHandler(async (req, query) => {
      const data = await findPersonData(req, query)
      if (data.tooMany) throw new TooManyRecordsError()
      const asked = (req.data as Record<string, unknown> | undefined)?.language
      const language = isLocale(asked) ? asked : languageOf(data)
      await recordAudit(req, {
        action: 'data-export',
        detail: personDataCounts(data),
        subject: subjectOf(query),
      })
      const now = new Date()
      return new Response(await personArchive(req, data, { locale: language, query, now }), {
        headers: {
          ...NO_STORE_HEADERS,
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${archiveName(now)}"`,
        },
      })
    }),
  },
  {
    path: '/data-rights/erase',
    method: 'post',
    handler: dataRightsHandler(async (req, query) => {
      const shown = (req.data as Record<string, unknown> | undefined)?.shown
      const data = await erasePersonData(req, query, shown)
      return {
        response: Response.json(personDataListing(data), { headers: NO_STORE_HEADERS }),
        afterCommit: () => finishErasure(req.payload, data),
      }
    }),
  },
]
