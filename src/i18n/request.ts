import { locale as rootLocale } from 'next/root-params'
import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, isLocale } from './locales'
import { compiledMessages } from './messages'

/**
 * The locale is the site's root param: reading it from there (not from request headers) keeps
 * pages and the not-found screen statically renderable.
 */
export default getRequestConfig(async () => {
  const requested = await rootLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  return { locale, messages: compiledMessages[locale] }
})
