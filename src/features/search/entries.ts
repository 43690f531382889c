import { setImmediate } from 'node:timers/promises'

import type { Payload, PayloadRequest } from 'payload'

import { published } from '@/content/sources/published'
import { pageToWire } from '@/content/toWire/page'
import { type Locale, localeCodes } from '@/i18n/locales'

import { pageDocuments, type SearchDocument } from './documents'

/**
 * The shape of a stored entry's documents. Raise it when pageDocuments reads pages differently:
 * entries of an older format are written again when the index is next built.
 */
export const SEARCH_ENTRY_FORMAT = 1

export type EntryDocuments = Record<Locale, SearchDocument[]>

/** The search documents of a published page in both languages, or null if it is not published. */
async function publishedDocuments(
  payload: Payload,
  pageId: number,
  req?: Partial<PayloadRequest>,
): Promise<EntryDocuments | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { equals: pageId }, ...published },
    locale: 'all',
    // Uploads are only addresses to search: their documents need not be read.
    depth: 0,
    limit: 1,
    req,
  })
  if (!docs[0]) return null
  const wire = pageToWire(docs[0])
  return { en: pageDocuments(wire, 'en'), ar: pageDocuments(wire, 'ar') }
}

/**
 * Brings a page's search entry in line with what is published under the page: written from the
 * published page, or removed when nothing is. Given the request of a save, in its transaction.
 * Returns the documents, or null when the page is not published.
 */
export async function updateSearchEntry(
  payload: Payload,
  pageId: number,
  req?: Partial<PayloadRequest>,
): Promise<EntryDocuments | null> {
  const documents = await publishedDocuments(payload, pageId, req)
  const { docs } = await payload.find({
    collection: 'search-entries',
    where: { page: { equals: pageId } },
    depth: 0,
    limit: 1,
    req,
  })
  const entry = docs[0]
  if (!documents) {
    if (entry) await payload.delete({ collection: 'search-entries', id: entry.id, req })
    return null
  }
  const data = { page: pageId, format: SEARCH_ENTRY_FORMAT, documents }
  if (entry) await payload.update({ collection: 'search-entries', id: entry.id, data, req })
  else await payload.create({ collection: 'search-entries', data, req })
  return documents
}

/** Removes a page's search entry (before the page is deleted, in the same transaction). */
export async function removeSearchEntry(
  payload: Payload,
  pageId: number,
  req: Partial<PayloadRequest>,
): Promise<void> {
  await payload.delete({ collection: 'search-entries', where: { page: { equals: pageId } }, req })
}

/**
 * The documents of a published page that has no entry yet, its entry written on the way: a failed
 * write is logged, and the page is still found until the next build tries again. A page that
 * cannot be read is logged and left out, rather than failing the whole index.
 */
async function entryWrittenNow(payload: Payload, pageId: number): Promise<EntryDocuments | null> {
  const documents = await updateSearchEntry(payload, pageId)
    .catch((err: unknown) => {
      payload.logger.error({ err, msg: `Writing the search entry of page ${pageId} failed` })
      return publishedDocuments(payload, pageId)
    })
    .catch((err: unknown) => {
      payload.logger.error({ err, msg: `Reading page ${pageId} for search failed` })
      return null
    })
  await setImmediate()
  return documents
}

/** Entries read at once: a few hundred kilobytes of JSON. */
const ENTRIES_PER_READ = 200

/**
 * The search documents of every published page, from the stored entries a batch at a time with a
 * turn of the event loop between. A published page without an entry of this format (the site
 * before search entries, or a format raised since) has it written now, a page at a time.
 */
export async function readSearchEntries(payload: Payload): Promise<EntryDocuments> {
  const stored = new Map<number, EntryDocuments>()
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'search-entries',
      where: { format: { equals: SEARCH_ENTRY_FORMAT } },
      depth: 0,
      sort: 'id',
      page,
      limit: ENTRIES_PER_READ,
    })
    for (const entry of docs) stored.set(entry.page, entry.documents as EntryDocuments)
    await setImmediate()
    if (!hasNextPage) break
  }
  const { docs: pages } = await payload.find({
    collection: 'pages',
    where: published,
    select: { name: true },
    depth: 0,
    pagination: false,
  })
  const all: EntryDocuments = { en: [], ar: [] }
  for (const { id } of pages) {
    const documents = stored.get(id) ?? (await entryWrittenNow(payload, id))
    if (documents) for (const locale of localeCodes) all[locale].push(...documents[locale])
  }
  return all
}
