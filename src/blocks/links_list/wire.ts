import { repeatedItems } from '@/content/fromWire/items'
import { isExternal } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type LinksListWire = WireSectionOf<'links_list'>

export type LinksListView = {
  kind: 'links_list'
  id: string
  header: string
  links: (LinkView & { id: string })[]
}

/** Site paths written without their leading slash still point into the site. */
function normalize(href: string): string {
  if (isExternal(href) || href.startsWith('/') || /^(mailto|tel):/i.test(href)) return href
  return `/${href}`
}

export function linksList(section: LinksListWire, locale: Locale): LinksListView | null {
  const links = repeatedItems(section).flatMap(({ id, content }) => {
    const text = stripTags(pick(content, 'text', locale))
    const href = pick(content, 'text_url', locale).trim()
    // A row without text or without an address would be a dead row: the spec's rows are links.
    if (!text || !href) return []
    return [
      {
        id,
        text,
        href: normalize(href),
        external: isExternal(href),
      },
    ]
  })
  // A heading over no rows says nothing, and the spec names no empty state for this kind.
  return links.length
    ? {
        kind: 'links_list',
        id: String(section.id),
        header: pick(section.content, 'header', locale),
        links,
      }
    : null
}
