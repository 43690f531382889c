import type { CollectionAfterChangeHook } from 'payload'

import { noteFilesSaved } from '@/content/knownNames'
import type { publicFileCollections } from '@/server/knownAddresses.mjs'

/**
 * Tells the server the files a public upload stored (the one sent and each size of a picture), so
 * that it serves them at once rather than answering, as for a made-up name, that there is no such
 * file (src/server/knownAddresses.mjs).
 */
export const knowStoredFiles =
  (collection: (typeof publicFileCollections)[number]): CollectionAfterChangeHook =>
  ({ req, doc }) => {
    noteFilesSaved(req.payload, collection, doc)
    return doc
  }
