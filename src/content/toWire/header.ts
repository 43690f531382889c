import type { WireHeader } from '../wire'
import { type Localized, twin } from './localized'
import { type MediaDoc, mediaUrl } from './media'

type LinkRow = { id?: string | null; title?: Localized<string>; link?: string | null }

export type HeaderDoc = {
  logo?: MediaDoc | number | null
  ctaButton?: { label?: Localized<string>; link?: string | null } | null
  items?: (LinkRow & { pages?: LinkRow[] | null })[] | null
}

const menuPage = (row: LinkRow) => ({ ...twin('title', row.title), link: row.link ?? null })

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
