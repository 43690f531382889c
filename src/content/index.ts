import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { pageFromWire } from './fromWire/page'
import { payloadSource } from './sources/payload'
import { contentSource } from './sources'
import { tags } from './tags'
import type { PageView } from './view'
import type { WirePage } from './wire'

/**
 * The one way pages read content. Cached until a Payload hook expires the page's tag; the tag is
 * shared by both languages, so an edit in either refreshes both.
 */
export async function getPage(name: string, locale: Locale): Promise<PageView | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages, tags.page(name))
  const wire = await contentSource().page(name)
  return wire ? pageFromWire(wire, locale) : null
}

/** The wire body of GET /api/pages/{name}: always from this server's own CMS. */
export async function getWirePage(name: string): Promise<WirePage | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages, tags.page(name))
  return payloadSource.page(name)
}

/** Names of all published pages (static params, sitemap). */
export async function listPageNames(): Promise<string[]> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages)
  return payloadSource.pageNames()
}
