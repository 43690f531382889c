import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { savesDraftOnly } from '@/collections/savesDraftOnly'
import type { Page } from '@/payload-types'
import { removeSearchEntry, updateSearchEntry } from '@/features/search'

/**
 * Rewrites the page's search entry from what is now published under it, in the save's transaction:
 * a publish, a change to a published page and a withdrawal each show in search; a draft saved over
 * a published page leaves its entry as it is.
 */
export const updateSearchEntryAfterChange: CollectionAfterChangeHook<Page> = async ({
  doc,
  req,
}) => {
  if (savesDraftOnly(req, doc)) return doc
  await updateSearchEntry(req.payload, doc.id, req)
  return doc
}

export const removeSearchEntryBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await removeSearchEntry(req.payload, Number(id), req)
}
