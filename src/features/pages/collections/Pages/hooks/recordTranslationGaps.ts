import type { FieldHook } from 'payload'

import { translationGaps, translationStatus } from '../translationGaps'

/**
 * Records, at every save of a page (drafts too), which texts each language lacks that the other
 * has: the `translation` field it belongs to (the page list's column and filter) and the gaps
 * themselves (`translationGaps`, shown in the editor). Whatever a client sent for either is
 * replaced.
 */
export const recordTranslationGaps: FieldHook = ({
  collection,
  siblingData,
  siblingDocWithLocales,
  req,
}) => {
  // A save of every language at once (locale 'all') sends the languages side by side, as stored.
  const gaps =
    req.locale === 'all'
      ? translationGaps(collection!.fields, {}, { ...siblingDocWithLocales, ...siblingData }, 'en')
      : translationGaps(
          collection!.fields,
          siblingData,
          siblingDocWithLocales,
          req.locale === 'ar' ? 'ar' : 'en',
        )
  siblingData.translationGaps = gaps
  return translationStatus(gaps)
}
