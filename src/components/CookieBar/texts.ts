import type { Messages } from '@/i18n/messages/en'

/** The bar's and the dialog's texts, in the page's language (passed from the server: no catalogue ships to the browser). */
export type CookieTexts = Messages['cookies']
