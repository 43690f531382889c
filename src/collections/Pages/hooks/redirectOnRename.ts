import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { Page } from '@/payload-types'
import { pagePath } from '@/routes.mjs'
import { redirectPath } from '@/server/redirects.mjs'

/** The name a page was last published under, kept for redirectOnRename by the save's request. */
const PUBLISHED_NAME = 'publishedNameBeforeSave'

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
  req.context[PUBLISHED_NAME] = docs[0]?.name
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
  const previous = req.context[PUBLISHED_NAME]
  delete req.context[PUBLISHED_NAME]
  if (typeof previous !== 'string' || previous === doc.name || previous === 'home') return doc
  const old = redirectPath(pagePath(previous))
  if (!old) return doc

  const toPage = { toType: 'page' as const, toPage: doc.id, toAddress: null }
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
  return doc
}
