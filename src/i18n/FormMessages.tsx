import { NextIntlClientProvider } from 'next-intl'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { isLocale } from './locales'
import { compiledMessages } from './messages'

/**
 * The messages the forms' browser code reads (labels, validation, pickers, the received screens),
 * given only around a form: pages without one send no catalogue and no formatter to the browser.
 */
export async function FormMessages({ children }: { children: ReactNode }) {
  const locale = await getLocale()
  const { forms, notice, sections } = compiledMessages[isLocale(locale) ? locale : 'en']
  return (
    <NextIntlClientProvider messages={{ forms, notice, sections }}>
      {children}
    </NextIntlClientProvider>
  )
}
