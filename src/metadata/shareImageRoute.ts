import 'server-only'

import { cacheLife } from 'next/cache'

import { getJob, getPage } from '@/content'
import { isLocale, type Locale } from '@/i18n/locales'
import { IMMUTABLE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/server/cachePolicy.mjs'

import { shareImageHost, shareImageVersion, type ShareImageSubject } from './pageMetadata'
import { isScreen, screenTitle } from './screens'
import { drawShareImage } from './shareImage'

/** A feature's screens' titles for their share images: the title, or null if it has no such screen. */
export type ScreenTitles = (segment: string, locale: Locale) => string | null

/** The title a share image shows, from the same cached reads as the page; null if none. */
async function titleOf(
  { kind, key }: ShareImageSubject,
  locale: Locale,
  featureScreenTitles: ScreenTitles[],
): Promise<string | null> {
  if (kind === 'page') return (await getPage(key, locale))?.title || null
  if (kind === 'job') return (await getJob(key, locale))?.title || null
  if (isScreen(key)) return screenTitle(key, locale)
  for (const titleOfScreen of featureScreenTitles) {
    const title = titleOfScreen(key, locale)
    if (title) return title
  }
  return null
}

/**
 * One picture per title, language and site address, drawn once (tens of milliseconds of libvips) and kept
 * for good: a new title is a new entry, and titles come only from published content, so nobody
 * can make the server draw what it has not published.
 */
async function cachedShareImage(
  title: string,
  locale: Locale,
  host: string,
): Promise<Uint8Array<ArrayBuffer>> {
  'use cache'
  cacheLife('max')
  return new Uint8Array(await drawShareImage(title, locale, host))
}

const isKind = (kind: string): kind is ShareImageSubject['kind'] =>
  kind === 'page' || kind === 'job' || kind === 'screen'

const notFound = () =>
  new Response('No such picture.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  })

/**
 * GET of a page's share image (`/share-image/{kind}/{key}`, `/ar/…`). Its address with the current
 * version (`?v=`, see shareImageUrl) may be kept for good; any other is kept as briefly as a page.
 * The screens features keep (a service request's page) come by their `featureScreenTitles`.
 */
export async function shareImageResponse(
  request: Request,
  params: { locale: string; kind: string; key: string },
  featureScreenTitles: ScreenTitles[] = [],
): Promise<Response> {
  const { locale, kind, key } = params
  if (!isLocale(locale) || !isKind(kind)) return notFound()
  const title = await titleOf({ kind, key }, locale, featureScreenTitles)
  if (!title) return notFound()
  const png = await cachedShareImage(title, locale, shareImageHost())
  const current = new URL(request.url).searchParams.get('v') === shareImageVersion(title)
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': current ? IMMUTABLE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    },
  })
}
