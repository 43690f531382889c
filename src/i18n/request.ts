import { hasLocale } from 'next-intl'
import { locale as rootLocale } from 'next/root-params'
import { getRequestConfig } from 'next-intl/server'

import { messages } from './messages'
import { routing } from './routing'

/**
 * The locale is the site's root param: reading it from there (not from request headers) keeps
 * pages and the not-found screen statically renderable.
 */
export default getRequestConfig(async () => {
  const requested = await rootLocale()
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: messages[locale] }
})
