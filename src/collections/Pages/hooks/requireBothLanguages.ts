import type { SelectFieldSingleValidation } from 'payload'

import { adminLanguage, adminWords, lacksWord } from '@/admin/words'

import type { TranslationGaps } from '../translationGaps'

/** How many missing texts the message names before it says how many more there are. */
const NAMED = 5

function lacking(gaps: TranslationGaps | undefined, language: 'en' | 'ar'): string {
  const words = adminWords[language]
  if (!gaps) return ''
  return (['ar', 'en'] as const)
    .filter((locale) => gaps[locale].length)
    .map((locale) => {
      const labels = gaps[locale].map((gap) => gap.label[language])
      const more = labels.length - NAMED
      const named = labels.slice(0, NAMED).join('; ')
      return ` ${words[lacksWord[locale]]}: ${named}${more > 0 ? ` ${words.andMore.replace('{count}', String(more))}` : ''}.`
    })
    .join('')
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
  // A save that does not publish (unpublishing, a draft) is never held back. As the editor works
  // (the admin checks on every change) the reason is given whatever the page's status, so the
  // panel shows it once a publish has been refused.
  if (event === 'submit' && (siblingData as { _status?: string })._status !== 'published')
    return true
  if (!value || value === 'complete') return true
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  if (!settings.requireBothLanguages) return true
  const language = adminLanguage(req.i18n?.language)
  const words = adminWords[language]
  const gaps = (siblingData as { translationGaps?: TranslationGaps }).translationGaps
  return `${words.publishRefused}${lacking(gaps, language)} ${words.publishRefusedSetting}`
}
