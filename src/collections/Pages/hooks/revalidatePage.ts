import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'

import { noteSaved } from '@/content/knownNames'
import { tags } from '@/content/tags'
import { revalidateContent } from '@/utilities/revalidate'

/** Expires the page in both languages; when a page is renamed the old name is expired too. */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({
  doc,
  previousDoc,
  req,
}) => {
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
