import type { Locale } from '@/i18n/locales'

import type { MetaView, PageView } from '../view'
import type { MenuLinkView } from '../viewParts'
import type { WirePage } from '../wire'
import { linkOrHome } from './links'
import { sectionsFromWire } from './sections'
import { clean, pick } from './text'

export function pageFromWire(page: WirePage, locale: Locale): PageView {
  const first = page.meta_data?.[0]
  const meta: MetaView[] = (first?.attributes ?? [])
    .map((a) => ({
      name: clean(a.name) || undefined,
      property: clean(a.property) || undefined,
      content: pick(a, 'content', locale),
    }))
    .filter((m) => m.content && (m.name || m.property))
  const groupPages: MenuLinkView[] = (page.group?.pages ?? []).map((p) => ({
    title: pick(p, 'title', locale),
    href: linkOrHome(p.link),
  }))
  return {
    name: page.name,
    group: groupPages.length > 0 ? { pages: groupPages } : null,
    title: first ? pick(first, 'title', locale) : '',
    meta,
    sections: sectionsFromWire(page.sections, locale),
  }
}
