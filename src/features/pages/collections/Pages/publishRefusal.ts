import type { TFunction } from '@payloadcms/translations'

import type { CustomTranslationsKeys } from '@/i18n/messages/adminEn'

import type { TranslationGaps } from './translationGaps'

/** How many missing texts the message names before it says how many more there are. */
const NAMED = 5

/** The words that say a language lacks texts ("Arabic lacks"), by the language that lacks them. */
export const lacksWord = { ar: 'admin:arabicLacks', en: 'admin:englishLacks' } as const

/**
 * Why a page with these gaps is not published while Site settings require both languages, in the
 * admin's language (Payload's `t`, and `language` for the fields' labels): the refusal of a publish
 * (hooks/requireBothLanguages) and the Languages panel say it alike.
 */
export function publishRefusal(
  gaps: TranslationGaps | undefined,
  t: TFunction<CustomTranslationsKeys>,
  language: 'en' | 'ar',
): string {
  const lacking = (['ar', 'en'] as const)
    .map((locale) => ({ locale, labels: (gaps?.[locale] ?? []).map((gap) => gap.label[language]) }))
    .filter(({ labels }) => labels.length)
    .map(({ locale, labels }) => {
      const more = labels.length - NAMED
      const named = labels.slice(0, NAMED).join('; ')
      return ` ${t(lacksWord[locale])}: ${named}${more > 0 ? ` ${t('admin:andMore', { count: more })}` : ''}.`
    })
    .join('')
  return `${t('admin:publishRefused')}${lacking} ${t('admin:publishRefusedSetting')}`
}
