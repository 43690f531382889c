import 'server-only'

import { randomUUID } from 'node:crypto'

import { cacheLife, cacheTag } from 'next/cache'

import { tags } from '@/content/tags'

/**
 * A new value whenever a page or a job is published, changed or withdrawn: the hooks that expire
 * the pages' and jobs' cache tags expire this too, on every instance (the tags live in Redis when
 * there are several), so the index is rebuilt after each save (src/features/search/site.ts).
 */
export async function contentVersion(): Promise<string> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.pages, tags.jobs)
  return randomUUID()
}
