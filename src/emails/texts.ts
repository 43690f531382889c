import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages } from '@/i18n/messages'

/**
 * The words of the emails in one language, from the site's catalogue (src/i18n/messages, the
 * `emails` group), with ICU plurals: Arabic counts take CLDR's forms (3–10 and 103 "few", 11–99
 * "many"), which hand-written rules got wrong past a hundred.
 */
export function emailTexts(locale: Locale) {
  return createTranslator({
    locale,
    messages: compiledMessages[locale],
    namespace: 'emails',
    // A message that cannot be formatted fails the email rather than sending its key. The
    // catalogue is parsed for use-intl's small formatter, which the app's build puts in place
    // (next.config.ts) and the tests too (vitest.config.mts); the Payload CLI has the full one.
    onError: (error) => {
      throw error
    },
  })
}

export type EmailTexts = ReturnType<typeof emailTexts>

/** "Hello Sara," or "Hello," when the name is not known. */
export const greeting = (t: EmailTexts, name: string) =>
  name ? t('helloName', { name }) : t('hello')

/** Both languages' words, for the notices staff get in English and Arabic. */
export const texts: Record<Locale, EmailTexts> = { en: emailTexts('en'), ar: emailTexts('ar') }
