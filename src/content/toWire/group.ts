import type { PageGroup } from '@/payload-types'

import type { WireGroup } from '../wire'
import { type AllLocales, twin } from './localized'
import { populated } from './populated'

type GroupItem = NonNullable<PageGroup['items']>[number]

/** A page group as read with `locale: 'all'` and depth 1 (its pages populated). */
export type PageGroupDoc = { items?: AllLocales<GroupItem, 'label'>[] | null }

/** The group's pages in order; `link` is the page's name (its path). */
export function groupToWire(group: PageGroupDoc): WireGroup {
  return {
    pages: (group.items ?? []).flatMap((item) => {
      const page = populated(item.page)
      if (!page) return []
      return [{ id: page.id, ...twin('title', item.label), link: page.name ?? null }]
    }),
  }
}
