import type { Metadata } from 'next'
import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages } from '@/i18n/messages'
import { routes } from '@/routes.mjs'

import { pageMetadata } from './pageMetadata'

/**
 * The screens that have no page in the CMS, by their path segment (routes.mjs): the message that
 * is their title, in their metadata and on their share image alike.
 */
const screenTitles = {
  search: ['search', 'title'],
  'submit-complaints': ['screens', 'submitComplaintHeading'],
  'career-openings': ['careers', 'openingsTitle'],
  'activate-visa': ['forms.visaActivation', 'title'],
  'cancel-insurance': ['forms.insuranceCancellation', 'title'],
  'details-request': ['forms.detailsRequest', 'title'],
  'extend-insurance': ['forms.insuranceExtension', 'title'],
  'submit-claim': ['forms.claim', 'title'],
  account: ['screens', 'accountHeading'],
  'claim-tracking': ['forms.tracking', 'claimTitle'],
  'complaint-status': ['forms.tracking', 'complaintTitle'],
  'complaint-form': ['forms.complaint', 'title'],
} as const

export type Screen = keyof typeof screenTitles

/** Screens whose address is not `/{screen}`: the e-services pages the site frames. */
const screenPaths: Partial<Record<Screen, string>> = {
  'claim-tracking': routes.claimTracking,
  'complaint-status': routes.complaintStatus,
  'complaint-form': routes.complaintForm,
}

export const isScreen = (segment: string): segment is Screen => Object.hasOwn(screenTitles, segment)

/**
 * The screen's title in a language. From the catalogue itself rather than the request's
 * translator: the share image's route handler has no request language to read (Next's root
 * params are for pages only).
 */
export function screenTitle(screen: Screen, locale: Locale): string {
  const [namespace, key] = screenTitles[screen]
  const t = createTranslator({ locale, messages: compiledMessages[locale], namespace })
  // Each pair names a message of its namespace; the union of namespaces is too wide for t's type.
  return t(key as never)
}

/**
 * A screen's metadata: its title (as its share image draws it), its address and its
 * share image, with what the screen says of itself.
 */
export function screenMetadata(
  screen: Screen,
  locale: Locale,
  { description, robots }: { description: string; robots?: Metadata['robots'] },
): Metadata {
  return pageMetadata({
    locale,
    path: screenPaths[screen] ?? `/${screen}`,
    title: screenTitle(screen, locale),
    description,
    image: { kind: 'screen', key: screen },
    robots,
  })
}
