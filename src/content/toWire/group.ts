import type { PageGroup } from '@/payload-types'

import type { WireGroup } from '../wire'
import { type AllLocales, twin } from './localized'
import { populated } from './populated'

type GroupItem = NonNullable<PageGroup['items']>[number]

/** A page group as read with `locale: 'all'` and depth 1 (its pages populated). */
export type PageGroupDoc = { items?: AllLocales<GroupItem, 'label'>[] | null }

/**
 * The group's pages in order; `link` is the page's name (its path). A page never published is left
 * out: the group is read without access checks, and its name would reach every visitor.
 */
export function groupToWire(group: PageGroupDoc): WireGroup {
  return {
    pages: (group.items ?? []).flatMap((item) => {
      const page = populated(item.page)
      if (!page || page._status === 'draft') return []
      return [{ id: page.id, ...twin('title', item.label), link: page.name ?? null }]
    }),
  }
}
