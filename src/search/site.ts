import 'server-only'

import { getWireJobs } from '@/content'
import { type Locale, localeCodes } from '@/i18n/locales'
import { serverLogger } from '@/server/logger.mjs'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { contentVersion } from './contentVersion'
import { jobDocument } from './documents'
import { createSearchIndex, type SearchHit, type SearchIndex } from './engine'
import { readSearchEntries } from './entries'

type Indexes = Record<Locale, SearchIndex>

/**
 * The newest index built (`latest`) and the one being built, if any: one build at a time, so a
 * run of saves costs one build after another, never many at once. Kept on `globalThis`: the search
 * page and /api/search are bundled apart, and each would otherwise build its own.
 */
type State = {
  latest?: { version: string; indexes: Indexes }
  building?: { version: string; indexes: Promise<Indexes> }
}
const shared = globalThis as typeof globalThis & { rafeefSearchIndex?: State }
const state = (): State => (shared.rafeefSearchIndex ??= {})

/**
 * Indexes every published page (from its stored search entry, src/search/entries.ts) and job.
 * Drafts are never read: the index holds only what /api serves.
 */
async function buildIndexes(): Promise<Indexes> {
  const pages = await readSearchEntries(await getPayloadClient())
  const { jobs } = await getWireJobs({})
  const indexes: Partial<Indexes> = {}
  for (const locale of localeCodes)
    indexes[locale] = await createSearchIndex([
      ...pages[locale],
      ...jobs.flatMap((job) => jobDocument(job, locale) ?? []),
    ])
  return indexes as Indexes
}

/** The indexes of this content version, built once (after the build under way, if any). */
async function indexesOf(version: string): Promise<Indexes> {
  const current = state()
  for (;;) {
    if (current.latest?.version === version) return current.latest.indexes
    if (current.building?.version === version) return current.building.indexes
    if (current.building) {
      // An older version's build: let it finish (a failure is its searches' to report).
      await current.building.indexes.catch(() => undefined)
      continue
    }
    const building = { version, indexes: buildIndexes() }
    current.building = building
    const finished = () => {
      if (current.building === building) current.building = undefined
    }
    building.indexes.then((indexes) => {
      current.latest = { version, indexes }
      finished()
    }, finished)
    return building.indexes
  }
}

/**
 * Builds the index of the published content now, if it is not built yet, and resolves once it is.
 * The server asks at start (server.mjs), so that no visitor's search waits for the first build.
 */
export async function indexSite(): Promise<void> {
  await indexesOf(await contentVersion())
}

/**
 * Published pages (by section) and jobs in the visitor's language that match the query. Answered
 * from the newest index at once: after a save the index is rebuilt in the background, and the save
 * shows in search when that is done (a second or so after it shows on its page). Only the first
 * search of a server that has not built one yet waits for it.
 */
export async function searchSite(
  query: string,
  locale: Locale,
  limit = 30,
): Promise<{ hits: SearchHit[]; total: number }> {
  const version = await contentVersion()
  const { latest } = state()
  const current = indexesOf(version)
  if (latest && latest.version !== version) {
    current.catch((err: unknown) =>
      serverLogger().error({ err }, 'rebuilding the search index failed'),
    )
    return latest.indexes[locale].search(query, limit)
  }
  return (await current)[locale].search(query, limit)
}
