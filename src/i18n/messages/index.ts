import type { Locale } from '../locales'
import { ar } from './ar'
import { compileCatalog } from './compile'
import { en, type Messages } from './en'

/** The catalogues as written: for code that shows a text as it stands (labels, the cookie bar). */
export const messages: Record<Locale, Messages> = { en, ar }

/** The catalogues for next-intl's translators, with every message parsed (see compileCatalog). */
export const compiledMessages: Record<Locale, Messages> = {
  en: compileCatalog(en),
  ar: compileCatalog(ar),
}
