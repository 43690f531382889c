import type { Metadata } from 'next'
import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages } from '@/i18n/messages'
import { routes } from '@/routes.mjs'

import { pageMetadata } from './pageMetadata'

/**
 * The screens that have no page in the CMS, by their path segment (routes.mjs): the messages
 * that are their title and description, in their metadata and on their share image alike. A
 * service request's page is its feature's (src/features/service-requests/screens).
 */
const screenMessages = {
  search: ['search.title', 'search.intro'],
  'submit-complaints': ['screens.submitComplaintHeading', 'screens.submitComplaintIntro'],
  'career-openings': ['careers.openingsTitle', 'careers.openingsIntro'],
  account: ['screens.accountHeading', 'screens.accountText'],
  'claim-tracking': ['forms.tracking.claimTitle', 'forms.tracking.claimIntro'],
  'complaint-status': ['forms.tracking.complaintTitle', 'forms.tracking.complaintIntro'],
  'complaint-form': ['forms.complaint.title', 'screens.submitComplaintIntro'],
} as const

export type Screen = keyof typeof screenMessages

/** Screens whose address is not `/{screen}`: the e-services pages the site frames. */
const screenPaths: Partial<Record<Screen, string>> = {
  'claim-tracking': routes.claimTracking,
  'complaint-status': routes.complaintStatus,
  'complaint-form': routes.complaintForm,
}

export const isScreen = (segment: string): segment is Screen =>
  Object.hasOwn(screenMessages, segment)

/**
 * The screen's title in a language. From the catalogue itself rather than the request's
 * translator: the share image's route handler has no request language to read (Next's root
 * params are for pages only).
 */
export function screenTitle(screen: Screen, locale: Locale): string {
  return screenTexts(screen, locale).title
}

function screenTexts(screen: Screen, locale: Locale) {
  const [title, description] = screenMessages[screen]
  const t = createTranslator({ locale, messages: compiledMessages[locale] })
  // Each entry names two messages; the catalogue's keys are too many for t's type to list.
  return { title: t(title as never), description: t(description as never) }
}

/**
 * A screen's metadata: its title (as its share image draws it) and description, its address and
 * its share image.
 */
export function screenMetadata(
  screen: Screen,
  locale: Locale,
  { robots }: { robots?: Metadata['robots'] } = {},
): Metadata {
  return pageMetadata({
    locale,
    path: screenPaths[screen] ?? `/${screen}`,
    ...screenTexts(screen, locale),
    image: { kind: 'screen', key: screen },
    robots,
  })
}

/** A screen route's `generateMetadata`. */
export const screenPageMetadata =
  (screen: Screen, options?: { robots?: Metadata['robots'] }) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> =>
    screenMetadata(screen, (await params).locale as Locale, options)
