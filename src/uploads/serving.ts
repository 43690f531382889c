import { statSync } from 'node:fs'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { storesInS3 } from './storage'

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

type UploadServing = Pick<
  Exclude<CollectionConfig['upload'], boolean | undefined>,
  'handlers' | 'modifyResponseHeaders'
>

/**
 * How Payload serves an upload collection's files (`/cms/api/{collection}/file/{name}`), after its
 * access check. A name with no file behind it answers 404 (Payload answers 500). Every file is
 * sent with `nosniff`, so a browser never runs it as something other than its type. Files visitors
 * sent (`private`) also go out as downloads in a sandbox that is never cached: a document that
 * somehow carried markup still cannot run in the site's origin, and a shared computer or proxy
 * keeps no copy of someone's passport.
 */
export function servedFrom(staticDir: string, audience: 'public' | 'private'): UploadServing {
  return {
    // In S3 (S3_BUCKET) the storage's own handler serves the file and answers 404 for a missing one.
    handlers: storesInS3()
      ? []
      : [
          // Synchronous: Payload's handler type allows a Response or nothing, or a promise of one of them,
          // but not a promise of either; a stat of a local file is quick.
          (_request, { params: { filename } }) => {
            const file = path.resolve(staticDir, filename)
            // A name that leaves the folder is Payload's to refuse.
            if (!file.startsWith(staticDir + path.sep)) return
            if (isFile(file)) return
            const message = 'File not found.'
            return Response.json(
              { message, errors: [{ message }] },
              { status: 404, headers: { 'cache-control': 'no-store' } },
            )
          },
        ],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      if (audience === 'private') {
        headers.set('Content-Disposition', 'attachment')
        headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
        headers.set('Cache-Control', 'private, no-store')
      }
      return headers
    },
  }
}
