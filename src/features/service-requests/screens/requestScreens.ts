import type { Metadata } from 'next'
import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { compiledMessages } from '@/i18n/messages'
import { pageMetadata } from '@/metadata/pageMetadata'
import { routes } from '@/routes.mjs'

import { formMessages } from '../form/formMessages'
import type { RequestType } from '../types/requestTypes'

export type RequestScreen = {
  type: RequestType
  /** The form has dropdowns of the CMS's lists (products, cities, extension periods). */
  lists?: boolean
  /** Where the reference tracks the request: its `received` message links there (`<link>`). */
  trackedAt?: string
}

/**
 * The request types with a page of their own (spec §2.6), by the page's one path segment: the
 * route file `src/app/(site)/[locale]/<segment>/page.tsx` re-exports `screens/<segment>.tsx`, and
 * the sitemap and the share images read this list. The complaint form and the quote have their
 * places in other pages.
 */
export const requestScreens = {
  'activate-visa': { type: 'visa-activation' },
  'cancel-insurance': { type: 'insurance-cancellation', lists: true },
  'details-request': { type: 'details-request', lists: true },
  'extend-insurance': { type: 'insurance-extension', lists: true },
  'submit-claim': { type: 'claim', lists: true, trackedAt: routes.claims },
} as const satisfies Record<string, RequestScreen>

export type RequestScreenSegment = keyof typeof requestScreens

/** The paths of the request types' pages, without a language prefix. */
export const requestScreenPaths = Object.keys(requestScreens).map((segment) => `/${segment}`)

export const isRequestScreen = (segment: string): segment is RequestScreenSegment =>
  Object.hasOwn(requestScreens, segment)

/**
 * A request page's title and description, its type's `title` and `intro`. From the catalogue
 * rather than the request's translator: the share image's route handler has no request language.
 */
export function requestScreenTexts(segment: RequestScreenSegment, locale: Locale) {
  const namespace = `forms.${formMessages[requestScreens[segment].type]}` as const
  const t = createTranslator({ locale, messages: compiledMessages[locale], namespace })
  // Every type with a page of its own has an intro; t's type cannot see that for a union.
  return { title: t('title'), description: t('intro' as never) }
}

/** The title of a request page's share image, or null if the segment names none. */
export const requestScreenTitle = (segment: string, locale: Locale): string | null =>
  isRequestScreen(segment) ? requestScreenTexts(segment, locale).title : null

/** A request page's metadata: its type's title and intro, its address and its share image. */
export const requestScreenMetadata = (segment: RequestScreenSegment, locale: Locale): Metadata =>
  pageMetadata({
    locale,
    path: `/${segment}`,
    ...requestScreenTexts(segment, locale),
    image: { kind: 'screen', key: segment },
  })
