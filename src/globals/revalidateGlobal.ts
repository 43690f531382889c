import type { GlobalAfterChangeHook } from 'payload'

import { tags } from '@/content/tags'
import { revalidateContent } from '@/utilities/revalidate'

/** Header, footer and settings appear on every page in both languages. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req }) => {
  revalidateContent(req.context, tags.global(global.slug))
  return doc
}
