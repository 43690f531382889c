import type { SelectFieldSingleValidation } from 'payload'

import { adminLanguage, adminWords } from '@/admin/words'

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
      return ` ${words[locale === 'ar' ? 'arabicLacks' : 'englishLacks']}: ${named}${more > 0 ? ` ${words.andMore.replace('{count}', String(more))}` : ''}.`
    })
    .join('')
}

/**
 * While Site settings require both languages, a page with gaps is not published: the Languages
 * field is invalid (hooks/recordTranslationGaps has just worked its value out) when the save
 * publishes. Drafts and unpublishing are never held back. The admin shows the reason in the
 * Languages panel once a publish has been refused.
 */
export const requireBothLanguages: SelectFieldSingleValidation = async (
  value,
  { req, siblingData },
) => {
  // Unpublishing, a draft or a page with both languages is never held back.
  if ((siblingData as { _status?: string })._status !== 'published') return true
  if (!value || value === 'complete') return true
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  if (!settings.requireBothLanguages) return true
  const language = adminLanguage(req.i18n?.language)
  const words = adminWords[language]
  const gaps = (siblingData as { translationGaps?: TranslationGaps }).translationGaps
  return `${words.publishRefused}${lacking(gaps, language)} ${words.publishRefusedSetting}`
}
