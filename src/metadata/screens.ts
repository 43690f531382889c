import type { Metadata } from 'next'
import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages } from '@/i18n/messages'

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
} as const

export type Screen = keyof typeof screenTitles

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
 * A screen's metadata: its title (as its share image draws it), its address `/{screen}` and its
 * share image, with what the screen says of itself.
 */
export function screenMetadata(
  screen: Screen,
  locale: Locale,
  { description, robots }: { description: string; robots?: Metadata['robots'] },
): Metadata {
  return pageMetadata({
    locale,
    path: `/${screen}`,
    title: screenTitle(screen, locale),
    description,
    image: { kind: 'screen', key: screen },
    robots,
  })
}
