import type { CollectionBeforeChangeHook } from 'payload'

import { referenceWithPrefix } from '@/fields/reference'

const ATTEMPTS = 5

/** Each new application gets a reference such as `APP-2026-48213907`, and its applicant's name for the list. */
export const assignReference: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && !data.reference) {
    for (let attempt = 0; attempt < ATTEMPTS && !data.reference; attempt += 1) {
      const reference = referenceWithPrefix('APP')
      const { totalDocs } = await req.payload.count({
        collection: 'job-applications',
        where: { reference: { equals: reference } },
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) data.reference = reference
    }
    // A hundred million numbers a year: five collisions in a row means something else is wrong.
    if (!data.reference) throw new Error('Could not find an unused job application reference')
  }
  if (operation === 'create')
    data.name = [data.first_name, data.last_name].filter(Boolean).join(' ')
  return data
}
