import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages, messages } from '@/i18n/messages'
import type { Messages } from '@/i18n/messages/en'

/** The API's own texts (not tied to a field), in one language. */
export function apiMessages(locale: Locale): Messages['forms']['api'] {
  return messages[locale].forms.api
}

/** The API's texts that name what was asked for (a page, a job), filled in, in one language. */
export function apiTranslator(locale: Locale) {
  return createTranslator({ locale, messages: compiledMessages[locale], namespace: 'forms.api' })
}
