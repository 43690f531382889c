import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { knownNames } from '@/server/knownAddresses.mjs'

import { headerFromWire, type HeaderView } from './fromWire/header'
import {
  type CountryOptionView,
  countryOptions,
  jobCard,
  type JobCardView,
  jobDetail,
  type JobDetailView,
} from './fromWire/job'
import { pageFromWire } from './fromWire/page'
import { filterJobs } from './jobFilter'
import { contentSource } from './sources'
import { payloadSource } from './sources/payload'
import type { JobFilter } from './sources/types'
import { tags } from './tags'
import type { PageView } from './view'
import type { WireHeader, WireJob, WireJobList, WirePage } from './wire'

/**
 * Whether a name certainly has nothing published under it, by the server's list of published
 * names (src/content/knownNames.ts): then nothing is read or cached for it, so a stranger asking
 * the content API for made-up names costs no database read. Unknown outside the server.
 *
 * Only the API's answers, rendered per request, ask it. A page or job screen does not: the list
 * changes under a render (it is read again a moment after each save), and a screen is prerendered
 * twice, once to fill its caches and once to draw; asked in both, it could send the second to a
 * cache the first never filled, which Next answers with a 500 for a page just taken down. Made-up
 * screen addresses never reach the app anyway: the server answers them from the same list
 * (src/server/knownAddresses.mjs).
 */
function unpublished(kind: 'pages' | 'jobs', name: string): boolean {
  const names = knownNames()
  return names !== null && !names[kind].has(name)
}

/**
 * The one way pages read content. Cached until a Payload hook expires the tag; tags are shared by
 * both languages, so an edit in either refreshes both.
 */
export async function getPage(name: string, locale: Locale): Promise<PageView | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages, tags.page(name))
  const wire = await contentSource().page(name)
  return wire ? pageFromWire(wire, locale) : null
}

/** The latest draft of a page, for the preview route: read fresh every time, never cached. */
export async function getDraftPage(name: string, locale: Locale): Promise<PageView | null> {
  const wire = await payloadSource.pagePreview(name)
  return wire ? pageFromWire(wire, locale) : null
}

/** The site's navigation, from the same source as the pages. */
export async function getHeader(locale: Locale): Promise<HeaderView> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.global('header'))
  const wire = await contentSource().header()
  return headerFromWire(
    wire ?? { logo: null, ctaButton: { label: null, label_ar: null, link: null }, items: [] },
    locale,
  )
}

/**
 * The job list of the career openings screen, filtered as the job API filters (spec §3). The whole
 * list is cached once and filtered per search, so that a search, however new, reads no database
 * and adds no cache entry.
 */
export async function getJobList(
  filter: JobFilter,
  locale: Locale,
): Promise<{ jobs: JobCardView[]; countries: CountryOptionView[] }> {
  const { jobs, countries } = await wholeJobList()
  return {
    jobs: filterJobs(jobs, countries, filter).flatMap((job) => jobCard(job, locale) ?? []),
    countries: countryOptions(countries, locale),
  }
}

async function wholeJobList(): Promise<WireJobList> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.jobs)
  return contentSource().jobs({})
}

/** One published job for its detail page and application form, or null. */
export async function getJob(id: string, locale: Locale): Promise<JobDetailView | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.jobs)
  const wire = await contentSource().job(id)
  return wire ? jobDetail(wire, locale) : null
}

/** Ids of all published jobs (static params of the job pages). */
export async function listJobIds(): Promise<string[]> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.jobs)
  const { jobs } = await payloadSource.jobs()
  return jobs.map((job) => String(job.id))
}

/** Names of all published pages (static params, sitemap). */
export async function listPageNames(): Promise<string[]> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages)
  return payloadSource.pageNames()
}

// The wire bodies of /api: always from this server's own CMS.

export async function getWirePage(name: string): Promise<WirePage | null> {
  return unpublished('pages', name) ? null : cachedWirePage(name)
}

async function cachedWirePage(name: string): Promise<WirePage | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages, tags.page(name))
  return payloadSource.page(name)
}

export async function getWireHeader(): Promise<WireHeader | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.global('header'))
  return payloadSource.header()
}

/** The whole list cached once, filtered per request (see getJobList). */
export async function getWireJobs(filter: JobFilter): Promise<WireJobList> {
  const { jobs, countries } = await wholeWireJobList()
  return { jobs: filterJobs(jobs, countries, filter), countries }
}

async function wholeWireJobList(): Promise<WireJobList> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.jobs)
  return payloadSource.jobs({})
}

export async function getWireJob(id: string): Promise<WireJob | null> {
  return unpublished('jobs', id) ? null : cachedWireJob(id)
}

async function cachedWireJob(id: string): Promise<WireJob | null> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.jobs)
  return payloadSource.job(id)
}
