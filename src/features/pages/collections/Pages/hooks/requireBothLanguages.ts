import type { Payload, PayloadRequest, SelectFieldSingleValidation } from 'payload'

import { adminLocale } from '@/i18n/locales'
import { adminT } from '@/i18n/messages/adminEn'

import { publishRefusal } from '../publishRefusal'
import type { TranslationGaps } from '../translationGaps'

/** Whether Site settings require both languages now: the validation and the editor ask alike. */
export async function bothLanguagesRequired(
  payload: Payload,
  req?: PayloadRequest,
): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return Boolean(settings.requireBothLanguages)
}

/**
 * While Site settings require both languages, a page with gaps is not published: the Languages
 * field is invalid (hooks/recordTranslationGaps has just worked its value out) when the save
 * publishes. Drafts and unpublishing are never held back.
 */
export const requireBothLanguages: SelectFieldSingleValidation = async (
  value,
  { event, req, siblingData },
) => {
  // A save that does not publish (unpublishing, a draft, an autosave) is never held back. As the
  // editor works (the admin checks on every change) the reason is given whatever the page's status.
  if (event === 'submit' && (siblingData as { _status?: string })._status !== 'published')
    return true
  if (!value || value === 'complete') return true
  if (!(await bothLanguagesRequired(req.payload, req))) return true
  const gaps = (siblingData as { translationGaps?: TranslationGaps }).translationGaps
  return publishRefusal(gaps, adminT(req), adminLocale(req.i18n?.language))
}
