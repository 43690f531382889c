import type { CollectionConfig } from 'payload'

import { revalidateContent } from '@/utilities/revalidate'

/**
 * Hooks that expire cached content when a document of this collection changes or goes away, for
 * collections whose documents show inside other content (images, documents, job postings, countries).
 */
export function expireOnChange(
  ...tagsToExpire: string[]
): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  return {
    afterChange: [({ doc, req }) => (revalidateContent(req.context, ...tagsToExpire), doc)],
    afterDelete: [({ doc, req }) => (revalidateContent(req.context, ...tagsToExpire), doc)],
  }
}
