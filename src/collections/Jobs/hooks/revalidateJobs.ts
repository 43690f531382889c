import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { tags } from '@/content/tags'
import { revalidateContent } from '@/utilities/revalidate'

/** Jobs show in the job list, on their own page and inside pages (job cards). */
export const revalidateJobsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateContent(req.context, tags.jobs, tags.pages)
  return doc
}

export const revalidateJobsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateContent(req.context, tags.jobs, tags.pages)
  return doc
}
