import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'

import { savesDraftOnly } from '@/collections/savesDraftOnly'
import { noteSaved } from '@/content/knownNames'
import { tags } from '@/content/tags'
import { revalidateContent } from '@/utilities/revalidate'

/**
 * Expires the page in both languages; when a page is renamed the old name is expired too. A draft
 * changes no published page, and autosave stores one every few keystrokes: it expires nothing.
 */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({
  doc,
  previousDoc,
  req,
}) => {
  if (savesDraftOnly(req, doc)) return doc
  const names = new Set([doc.name, previousDoc?.name].filter((n): n is string => Boolean(n)))
  revalidateContent(req.context, tags.pages, ...[...names].map(tags.page))
  noteSaved(req.payload, 'pages', doc.name, doc._status === 'published')
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  if (doc?.name) revalidateContent(req.context, tags.pages, tags.page(doc.name))
  noteSaved(req.payload, 'pages', undefined, false)
  return doc
}
