import type { Locale } from '@/i18n/locales'

import type { MenuLinkView } from '../viewParts'
import type { WireHeader, WireMenuPage } from '../wire'
import { linkOrHome } from './links'
import { clean, pick } from './text'

export type MenuItemView = {
  id: string
  title: string
  /**
   * Where the item itself leads: its own link, or for the two product items the first page of
   * their dropdown (spec §2.2). Null for an item whose only job is to open its dropdown.
   */
  href: string | null
  pages: MenuLinkView[]
}

export type HeaderView = {
  logo: string
  cta: MenuLinkView | null
  items: MenuItemView[]
}

/** The two items that go to their first page instead of only opening (spec §2.2), by English label. */
const PRODUCT_ITEMS = new Set(['individual products', 'corporate products'])

const menuLink = (page: WireMenuPage, locale: Locale): MenuLinkView => ({
  title: pick(page, 'title', locale),
  href: linkOrHome(page.link),
})

export function headerFromWire(
  header: WireHeader | WireHeader['items'],
  locale: Locale,
): HeaderView {
  // The contract allows a bare list of menu items instead of the whole header.
  const whole: Partial<WireHeader> = Array.isArray(header) ? { items: header } : header
  const cta = whole.ctaButton
  const ctaTitle = cta ? pick(cta, 'label', locale) : ''
  return {
    logo: clean(whole.logo),
    cta: ctaTitle && cta ? { title: ctaTitle, href: linkOrHome(cta.link) } : null,
    items: (whole.items ?? []).map((item, index) => {
      const pages = (item.pages ?? [])
        .map((page) => menuLink(page, locale))
        .filter((page) => page.title)
      const isProduct = PRODUCT_ITEMS.has(clean(item.title).trim().toLowerCase())
      let href: string | null = linkOrHome(item.link)
      if (pages.length > 0) href = isProduct ? (pages[0]?.href ?? '/') : null
      return { id: String(item.id ?? index), title: pick(item, 'title', locale), href, pages }
    }),
  }
}

/** Whether the current path belongs to a menu item: its own link or one of its dropdown links. */
export function isActiveItem(item: MenuItemView, pathname: string): boolean {
  return item.href === pathname || item.pages.some((page) => page.href === pathname)
}
