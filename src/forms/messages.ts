import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages } from '@/i18n/messages'
import type { Messages } from '@/i18n/messages'

export type FormErrorKey = keyof Messages['forms']['errors']

/**
 * Turns a message key into text in one language. Schemas take one, so the same rules give English
 * or Arabic messages: the browser passes next-intl's `useTranslations('forms.errors')`, the server
 * `formTranslator(locale)`.
 */
export type FormTranslator = (key: FormErrorKey, values?: { max: number }) => string

export function formTranslator(locale: Locale): FormTranslator {
  const t = createTranslator({
    locale,
    messages: compiledMessages[locale],
    namespace: 'forms.errors',
  })
  return (key, values) => t(key, values)
}
