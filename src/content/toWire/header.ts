import type { Header } from '@/payload-types'

import type { WireHeader } from '../wire'
import { type AllLocales, type Localized, twin } from './localized'
import { mediaUrl } from './media'

type MenuItem = NonNullable<Header['items']>[number]
type MenuPage = NonNullable<MenuItem['pages']>[number]

/** The header global as read with `locale: 'all'` and depth 1 (its logo populated). */
export type HeaderDoc = Omit<Header, 'ctaButton' | 'items'> & {
  ctaButton?: AllLocales<Header['ctaButton'], 'label'> | null
  items?:
    | (AllLocales<Omit<MenuItem, 'pages'>, 'title'> & {
        pages?: AllLocales<MenuPage, 'title'>[] | null
      })[]
    | null
}

const menuPage = (row: { title?: Localized<string>; link?: string | null }) => ({
  ...twin('title', row.title),
  link: row.link ?? null,
})

export function headerToWire(header: HeaderDoc): WireHeader {
  return {
    logo: mediaUrl(header.logo),
    ctaButton: { ...twin('label', header.ctaButton?.label), link: header.ctaButton?.link ?? null },
    items: (header.items ?? []).map((item, i) => ({
      id: item.id ?? i,
      ...menuPage(item),
      pages: (item.pages ?? []).map(menuPage),
    })),
  }
}
