import { statSync } from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { recordAudit } from '@/audit/record'
import { clientAddress } from '@/utilities/clientAddress'

import { storesInS3 } from './storage'
import { NO_STORE, PRIVATE_NO_STORE } from '@/server/cachePolicy.mjs'

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

type UploadServing = Pick<
  Exclude<CollectionConfig['upload'], boolean | undefined>,
  'adminThumbnail' | 'displayPreview' | 'handlers' | 'modifyResponseHeaders'
>
type UploadHandler = NonNullable<UploadServing['handlers']>[number]

/**
 * How Payload serves an upload collection's files (`/cms/api/{collection}/file/{name}`), after its
 * access check. A name with no file behind it answers 404 (Payload answers 500). Every file is
 * sent with `nosniff`, so a browser never runs it as something other than its type. Files visitors
 * sent (`private`) also go out as downloads in a sandbox that is never cached: a document that
 * somehow carried markup still cannot run in the site's origin, and a shared computer or proxy
 * keeps no copy of someone's passport. Each opening of one is recorded in the audit trail.
 */
export function servedFrom(staticDir: string, audience: 'public' | 'private'): UploadServing {
  return {
    // A list of customers' documents shows no picture of their passports (no thumbnail, and no
    // preview of the file itself): each is opened, and recorded, only when someone asks for it.
    ...(audience === 'private' ? { adminThumbnail: () => false, displayPreview: false } : {}),
    handlers: [
      ...(audience === 'private' ? [recordOpening] : []),
      // In S3 (S3_BUCKET) the storage's own handler serves the file and answers 404 for a missing one.
      ...(storesInS3() ? [] : [notFoundUnlessIn(staticDir)]),
    ],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      if (audience === 'private') {
        headers.set('Content-Disposition', 'attachment')
        headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
        headers.set('Cache-Control', PRIVATE_NO_STORE)
      }
      return headers
    },
  }
}

/**
 * Answers 404 for a name with no file behind it in `staticDir` (Payload answers 500). Synchronous:
 * Payload's handler type allows a Response or nothing, or a promise of one of them, but not a
 * promise of either; a stat of a local file is quick.
 */
const notFoundUnlessIn =
  (staticDir: string): UploadHandler =>
  (_request, { params: { filename } }) => {
    const file = path.resolve(staticDir, filename)
    // A name that leaves the folder is Payload's to refuse.
    if (!file.startsWith(staticDir + path.sep)) return
    if (isFile(file)) return
    return notFound()
  }

function notFound(): Response {
  const message = 'File not found.'
  return Response.json(
    { message, errors: [{ message }] },
    { status: 404, headers: { 'cache-control': NO_STORE } },
  )
}

/**
 * Every opening of a private file (a CV, a customer's ID or passport) is in the audit trail: who,
 * which document, from where. Named by the document's id, since a file's name may name its owner.
 * A file whose opening cannot be recorded is not served.
 */
const recordOpening: UploadHandler = (req, { params: { collection, filename } }) =>
  // As above, the type allows no promise of either; Payload checks what comes back with
  // `instanceof Response`, so nothing (the file is served) is fine.
  recordOpeningOf(req, collection, filename) as Promise<Response>

/** How long one opening lasts: a PDF viewer's range requests and a reload are the same reading. */
const OPENING_MS = 10 * 60_000

/** Whether this user, from this address, opened this document within the last opening's span. */
async function openedLately(req: PayloadRequest, collection: string, document: number) {
  if (!req.user) return false
  const { totalDocs } = await req.payload.count({
    collection: 'audit-log',
    where: {
      action: { equals: 'file-open' },
      document: { equals: String(document) },
      collection: { equals: collection },
      user: { equals: req.user.id },
      address: { equals: clientAddress(req) },
      createdAt: { greater_than: new Date(Date.now() - OPENING_MS).toISOString() },
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

async function recordOpeningOf(
  req: PayloadRequest,
  collection: string,
  filename: string,
): Promise<Response | undefined> {
  try {
    const { docs } = await req.payload.find({
      collection: collection as 'job-application-cvs' | 'request-documents',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      select: {},
      overrideAccess: true,
      req,
    })
    // A file no document names (one a crashed submission left before the sweep) is nobody's to
    // open: served, it would leave no entry to say whose it was.
    if (!docs[0]) return notFound()
    if (!(await openedLately(req, collection, docs[0].id)))
      await recordAudit(req, { action: 'file-open', collection, document: docs[0].id })
    return undefined
  } catch (err) {
    req.payload.logger.error({ err, msg: 'The opening of a private file could not be recorded' })
    const message = 'The file cannot be opened just now. Please try again.'
    return Response.json(
      { message, errors: [{ message }] },
      { status: 503, headers: { 'cache-control': NO_STORE, 'retry-after': '5' } },
    )
  }
}
