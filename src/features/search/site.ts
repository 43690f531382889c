import 'server-only'

import { getWireJobs } from '@/content'
import { type Locale, localeCodes } from '@/i18n/locales'
import { serverLogger } from '@/server/logger.mjs'
import { processWide } from '@/server/processWide.mjs'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { contentVersion } from './contentVersion'
import { jobDocument } from './documents'
import { createSearchIndex, type SearchHit, type SearchIndex } from './engine'
import { readSearchEntries } from './entries'

type Indexes = Record<Locale, SearchIndex>

/**
 * The newest index built (`latest`), the one being built (`building`) and the newest content
 * version a search has seen (`wanted`). One build at a time, always of the newest version: saves
 * made while a build runs cost one more build after it, however many there were. Kept
 * process-wide: the search page and /api/search are bundled apart, and each would otherwise build
 * its own.
 */
type State = {
  latest?: { version: string; indexes: Indexes }
  building?: Promise<Indexes>
  wanted?: string
}
const state = () => processWide('searchIndex', (): State => ({}))

/**
 * Indexes every published page (from its stored search entry, src/features/search/entries.ts) and job.
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

/**
 * Asks for the index of this content version: the build under way, after which the newest version
 * wanted is built, or a build starting now. A failed build is logged and not retried by itself:
 * the next search asks again.
 */
function refresh(version: string): Promise<Indexes> {
  const current = state()
  current.wanted = version
  if (current.building) return current.building
  const building = buildIndexes()
  current.building = building
  building.then(
    (indexes) => {
      current.latest = { version, indexes }
      current.building = undefined
      // Saves made during the build: one more, of the newest version.
      if (current.wanted !== version) void refresh(current.wanted!).catch(() => undefined)
    },
    (err: unknown) => {
      current.building = undefined
      serverLogger().error({ err }, 'building the search index failed')
    },
  )
  return building
}

/**
 * Builds the index of the published content now, if it is not built yet, and resolves once it is:
 * for a caller that must see a save in search (the tests). The server warms the index at start with
 * a search of its own (server.mjs), which waits for the first build the same way.
 */
export async function indexSite(): Promise<void> {
  const version = await contentVersion()
  while (state().latest?.version !== version) await refresh(version)
}

/**
 * Published pages (by section) and jobs in the visitor's language that match the query. Answered
 * from the newest index at once: after a save the index is rebuilt in the background, and the save
 * shows in search when that is done (a second or so after it shows on its page). Only a search
 * before the server's first build has finished waits for it.
 */
export async function searchSite(
  query: string,
  locale: Locale,
  limit = 30,
): Promise<{ hits: SearchHit[]; total: number }> {
  const version = await contentVersion()
  const { latest } = state()
  if (latest?.version !== version) {
    const next = refresh(version)
    if (!latest) return (await next)[locale].search(query, limit)
    next.catch(() => undefined)
  }
  return latest!.indexes[locale].search(query, limit)
}
