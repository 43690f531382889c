import 'server-only'

import { randomUUID } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'

import { cacheLife, cacheTag } from 'next/cache'

import { getWireJobs, getWirePage, listPageNames } from '@/content'
import { tags } from '@/content/tags'
import type { WirePage } from '@/content/wire'
import { type Locale, localeCodes } from '@/i18n/locales'

import { jobDocument, pageDocuments } from './documents'
import { createSearchIndex, type SearchHit, type SearchIndex } from './engine'

/**
 * A new value whenever a page or a job is published, changed or withdrawn: the hooks that expire
 * the pages' and jobs' cache tags expire this too, on every instance (the tags live in Redis when
 * there are several), so a save shows in search as soon as it shows on its page. Drafts never do:
 * the index reads only what /api serves.
 */
async function contentVersion(): Promise<string> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages, tags.jobs)
  return randomUUID()
}

type Indexes = Record<Locale, SearchIndex>
type Built = { version: string; indexes: Promise<Indexes> }

/**
 * The index of the content version it was built for; searches meanwhile wait for the one build.
 * Kept on `globalThis`: the search page and /api/search are bundled apart, and each would otherwise
 * build its own.
 */
const CURRENT = Symbol.for('rafeef.searchIndex')
const current = () => Reflect.get(globalThis, CURRENT) as Built | undefined

/**
 * Reads every published page and job and indexes them, a page at a time with a turn of the event
 * loop between: reading and converting a page holds the loop for tens of milliseconds, and the
 * visitors asking for pages meanwhile are served between them.
 */
async function buildIndexes(): Promise<Indexes> {
  const pages: WirePage[] = []
  for (const name of await listPageNames()) {
    const page = await getWirePage(name)
    if (page) pages.push(page)
    await setImmediate()
  }
  const { jobs } = await getWireJobs({})
  const indexes: Partial<Indexes> = {}
  for (const locale of localeCodes)
    indexes[locale] = await createSearchIndex([
      ...pages.flatMap((page) => pageDocuments(page, locale)),
      ...jobs.flatMap((job) => jobDocument(job, locale) ?? []),
    ])
  return indexes as Indexes
}

async function indexes(): Promise<Indexes> {
  const version = await contentVersion()
  let built = current()
  if (built?.version !== version) {
    const building: Built = { version, indexes: buildIndexes() }
    Reflect.set(globalThis, CURRENT, building)
    // A failed build is not kept: the next search tries again.
    building.indexes.catch(() => {
      if (current() === building) Reflect.deleteProperty(globalThis, CURRENT)
    })
    built = building
  }
  return built.indexes
}

/** Published pages (by section) and jobs in the visitor's language that match the query. */
export async function searchSite(
  query: string,
  locale: Locale,
  limit = 30,
): Promise<{ hits: SearchHit[]; total: number }> {
  return (await indexes())[locale].search(query, limit)
}
