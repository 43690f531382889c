import type { Access, CollectionConfig, UploadConfig } from 'payload'

import { submissionAccess } from '@/access/roles'
import { recordReads } from '@/audit/recordReads'

import { servedFrom } from './serving'
import { staticDirOf, type StoredCollection } from './storage'

/**
 * What every upload collection of personal files (applicants' CVs, documents sent with a request)
 * shares: the files sit under DATA_DIR outside every public folder and Payload serves them only to
 * the staff `read` allows; nobody changes one once sent; every read is recorded
 * (src/audit/recordReads.ts). `upload` holds the kinds of file taken, and what else differs.
 */
export function personalFiles(
  slug: StoredCollection,
  staff: Access,
  upload: Pick<UploadConfig, 'mimeTypes' | 'crop' | 'focalPoint'>,
) {
  const staticDir = staticDirOf(slug)
  return {
    slug,
    hooks: { afterOperation: [recordReads] },
    access: submissionAccess(staff, { staffMayUpdate: false }),
    upload: {
      staticDir,
      ...servedFrom(staticDir, 'private'),
      ...upload,
    },
    fields: [],
  } satisfies Partial<CollectionConfig>
}
