import type { WireGroup } from '../wire'
import { type Localized, twin } from './localized'

export type PageGroupDoc = {
  items?: { page?: { id: number | string; name?: string } | number | null; label?: Localized<string> }[] | null
}

/** The group's pages in order; `link` is the page's name (its path). */
export function groupToWire(group: PageGroupDoc): WireGroup {
  return {
    pages: (group.items ?? []).flatMap((item) => {
      const page = typeof item.page === 'object' && item.page ? item.page : null
      if (!page) return []
      return [{ id: page.id, ...twin('title', item.label), link: page.name ?? null }]
    }),
  }
}
