import { adminWords, lacksWord } from '@/admin/words'

import type { TranslationGaps } from './translationGaps'

/** How many missing texts the message names before it says how many more there are. */
const NAMED = 5

/**
 * Why a page with these gaps is not published while Site settings require both languages, in the
 * admin's language: the refusal of a publish (hooks/requireBothLanguages) and the Languages panel
 * say it alike.
 */
export function publishRefusal(gaps: TranslationGaps | undefined, language: 'en' | 'ar'): string {
  const words = adminWords[language]
  const lacking = (['ar', 'en'] as const)
    .map((locale) => ({ locale, labels: (gaps?.[locale] ?? []).map((gap) => gap.label[language]) }))
    .filter(({ labels }) => labels.length)
    .map(({ locale, labels }) => {
      const more = labels.length - NAMED
      const named = labels.slice(0, NAMED).join('; ')
      return ` ${words[lacksWord[locale]]}: ${named}${more > 0 ? ` ${words.andMore.replace('{count}', String(more))}` : ''}.`
    })
    .join('')
  return `${words.publishRefused}${lacking} ${words.publishRefusedSetting}`
}
