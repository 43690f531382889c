import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { RENAME_WRITE } from '../../Redirects/checkRedirect'
import type { Page } from '@/payload-types'
import { pagePath } from '@/routes.mjs'
import { redirectPath } from '@/server/redirects.mjs'

/**
 * The names pages were last published under, by page id, kept for redirectOnRename by the save's
 * request (a bulk publish saves several pages in one request).
 */
const PUBLISHED_NAMES = 'publishedNamesBeforeSave'

const publishedNames = (context: Record<string, unknown>) =>
  (context[PUBLISHED_NAMES] ??= {}) as Record<string, string | undefined>

/** Before a publish: the name visitors know the page by (its last published one), if any. */
export const rememberPublishedName: CollectionBeforeChangeHook<Page> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data._status !== 'published' || !originalDoc?.id) return data
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: originalDoc.id }, _status: { equals: 'published' } },
    select: { name: true },
    depth: 0,
    limit: 1,
    req,
  })
  publishedNames(req.context)[String(originalDoc.id)] = docs[0]?.name
  return data
}

/**
 * When a page is published under a new name, its old address leads to it (a redirect that follows
 * the page through later renames), and redirects that led to the old address by path lead to the
 * page instead, so none becomes a chain. A redirect from the address the page now takes is
 * removed: the page lives there. In the save's transaction; the home page keeps `/`.
 */
export const redirectOnRename: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const { payload } = req
  const now = redirectPath(pagePath(doc.name))
  if (now) await payload.delete({ collection: 'redirects', where: { from: { equals: now } }, req })
  const names = publishedNames(req.context)
  const previous = names[String(doc.id)]
  delete names[String(doc.id)]
  if (typeof previous !== 'string' || previous === 'home') return doc
  const old = redirectPath(pagePath(previous))
  // A change of case only leaves the address as it is looked up.
  if (!old || old === now) return doc
  req.context[RENAME_WRITE] = true
  try {
    await leadToPage(req, old, doc.id)
  } finally {
    delete req.context[RENAME_WRITE]
  }
  return doc
}

/** Every redirect that led to the old address by path, and one from it, now lead to the page. */
async function leadToPage(req: PayloadRequest, old: string, pageId: number) {
  const { payload } = req
  const toPage = { toType: 'page' as const, toPage: pageId, toAddress: null }
  const { docs: byAddress } = await payload.find({
    collection: 'redirects',
    where: { toType: { equals: 'address' } },
    select: { toAddress: true },
    depth: 0,
    pagination: false,
    req,
  })
  for (const redirect of byAddress)
    if (redirectPath(redirect.toAddress ?? '') === old)
      await payload.update({ collection: 'redirects', id: redirect.id, data: toPage, req })
  const { docs: existing } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: old } },
    depth: 0,
    limit: 1,
    req,
  })
  if (existing[0])
    await payload.update({ collection: 'redirects', id: existing[0].id, data: toPage, req })
  else
    await payload.create({
      collection: 'redirects',
      data: { from: old, permanent: true, ...toPage },
      req,
    })
}
