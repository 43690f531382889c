import merge from 'deepmerge'

import { ar as serviceRequestsAr } from '@/features/service-requests/messages/ar'
import {
  en as serviceRequestsEn,
  type ServiceRequestMessages,
} from '@/features/service-requests/messages/en'

import type { Locale } from '../locales'
import { ar } from './ar'
import { compileCatalog } from './compile'
import { en, type Messages as SiteMessages } from './en'

/**
 * The site's catalogue in one language: its own texts (en.ts, ar.ts) and those a feature keeps
 * beside its code, merged group by group (the service forms' field labels and their own messages are
 * `forms.labels` and `forms.errors`).
 */
export type Messages = SiteMessages & ServiceRequestMessages

const catalogue = (site: SiteMessages, feature: ServiceRequestMessages): Messages =>
  merge<SiteMessages, ServiceRequestMessages>(site, feature)

/** The catalogues as written: for code that shows a text as it stands (labels, the cookie bar). */
export const messages: Record<Locale, Messages> = {
  en: catalogue(en, serviceRequestsEn),
  ar: catalogue(ar, serviceRequestsAr),
}

/** The catalogues for next-intl's translators, with every message parsed (see compileCatalog). */
export const compiledMessages: Record<Locale, Messages> = {
  en: compileCatalog(messages.en),
  ar: compileCatalog(messages.ar),
}
