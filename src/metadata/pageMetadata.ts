import { createHash } from 'node:crypto'

import type { Metadata } from 'next'

import { brand } from '@/brand'
import type { Locale } from '@/i18n/locales'
import { getPathname, languageAlternates } from '@/i18n/paths'
import { routes } from '@/routes.mjs'
import { settings } from '@/settings.mjs'

import { SHARE_IMAGE_SIZE } from './shareImageSize'

/** What a page's share image is drawn for (the route: src/metadata/shareImageRoute.ts). */
export type ShareImageSubject = { kind: 'page' | 'job' | 'screen'; key: string }

/** Open Graph names a language with its country: the Kingdom's for Arabic. */
const ogLocale: Record<Locale, string> = { en: 'en_GB', ar: 'ar_SA' }

/**
 * Drawn again when this changes: part of each picture's address with the title it shows, so that
 * an address names one picture for good and caches may keep it.
 */
const SHARE_IMAGE_DESIGN = '2'

/** The site's host, which every share image shows under its title. */
export const shareImageHost = () => new URL(settings.siteUrl).host

/**
 * The version a share image's address carries: everything the picture shows (its title and the
 * site's host) as drawn today, so that a new title or a move to another address is a new picture.
 */
export const shareImageVersion = (title: string) =>
  createHash('sha256')
    .update(`${SHARE_IMAGE_DESIGN}\n${shareImageHost()}\n${title}`)
    .digest('base64url')
    .slice(0, 12)

/** The address of a share image, which changes when its title does. */
export function shareImageUrl(subject: ShareImageSubject, title: string, locale: Locale): string {
  const path = getPathname({ href: routes.shareImage(subject.kind, subject.key), locale })
  return `${path}?v=${shareImageVersion(title)}`
}

type Options = {
  locale: Locale
  /** The page's path without its language prefix (routes.mjs). */
  path: string
  title: string
  description?: string
  /** The page's own drawn picture, or the address of one an editor chose. */
  image: ShareImageSubject | { url: string }
  robots?: Metadata['robots']
  other?: Metadata['other']
}

/**
 * A page's title, description, addresses and social cards (Open Graph and X), in its language.
 * The title is followed by the brand (the layout's template) unless it names the brand already.
 * Relative addresses are made absolute with the layout's `metadataBase`.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  robots,
  other,
}: Options): Metadata {
  const alternates = languageAlternates(path, locale)
  const images = [
    'url' in image
      ? { url: image.url, alt: title }
      : { url: shareImageUrl(image, title, locale), ...SHARE_IMAGE_SIZE, alt: title },
  ]
  return {
    title: title.includes(brand[locale].name) ? { absolute: title } : title,
    description,
    alternates,
    robots,
    other,
    openGraph: {
      type: 'website',
      title,
      description,
      url: alternates.canonical,
      siteName: brand[locale].fullName,
      locale: ogLocale[locale],
      alternateLocale: Object.entries(ogLocale)
        .filter(([code]) => code !== locale)
        .map(([, value]) => value),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}
