'use client'

import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { ChevronDownIcon } from '@/components/icons'
import { isActiveItem, type MenuItemView } from '@/content/fromWire/header'
import { Link, usePathname } from '@/i18n/navigation'

/** Spec §9: a dropdown closes this long after the pointer leaves it. */
const CLOSE_DELAY_MS = 200

/** The dropdown of the items that do not fit on the row. */
const MORE = 'more'

/** A menu item with its submenu button's name ("Products: show pages"), worded on the server. */
export type NavItem = MenuItemView & { submenuLabel: string }

type Props = { items: NavItem[]; label: string; moreLabel: string }

const itemClass = (active: boolean) =>
  `inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold xl:px-3 xl:text-base hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 ${
    active ? 'text-brand-600' : 'text-ink'
  }`

const panelLinkClass = (current: boolean) =>
  `block px-4 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none ${
    current ? 'font-semibold text-brand-700' : 'text-ink'
  }`

/**
 * Kept in the row for measuring, out of sight and out of reach (see useItemsThatFit): out of its
 * flow too, at its start, where it cannot widen the page.
 */
const measuredOnly = 'invisible absolute start-0 top-0'

/**
 * How many items fit on the menu's one row, with room for the More button when some do not; null
 * when all fit. The items left over are still drawn, out of sight, so that their widths can be
 * measured again whenever the row's width changes (the window, or the web font arriving).
 */
function useItemsThatFit(list: RefObject<HTMLUListElement | null>, count: number) {
  // Undefined until the row is first measured.
  const [fitting, setFitting] = useState<number | null>()
  useLayoutEffect(() => {
    const row = list.current
    if (!row) return
    const measure = () => {
      const cells = [...row.children] as HTMLElement[]
      const widths = cells.filter((cell) => !cell.dataset.more).map((cell) => cell.offsetWidth)
      const more = cells.find((cell) => cell.dataset.more)?.offsetWidth ?? 0
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0
      const room = row.clientWidth
      const all = widths.reduce((sum, width) => sum + width + gap, -gap)
      if (all <= room) {
        setFitting(null)
      } else {
        let used = more
        let fit = 0
        while (fit < widths.length && used + gap + (widths[fit] ?? 0) <= room) {
          used += gap + (widths[fit] ?? 0)
          fit += 1
        }
        setFitting(fit)
      }
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(row)
    return () => observer.disconnect()
  }, [list, count])
  return { fitting: fitting ?? null, measured: fitting !== undefined }
}

/**
 * The desktop menu (≥ 768 px), on one row: items that do not fit go into a "More" dropdown at its
 * end. Hover opens one dropdown at a time and leaving closes it after 200 ms; a click toggles it;
 * Escape closes it and puts focus back on its button.
 */
export function DesktopNav({ items, label, moreLabel }: Props) {
  const pathname = usePathname()
  // The open dropdown belongs to the page it was opened on: navigating closes it.
  // `byClick` tells a click on a dropdown that hover opened it a moment ago: that click keeps it open.
  const [opened, setOpened] = useState<{ id: string; pathname: string; byClick: boolean } | null>(
    null,
  )
  const openId = opened?.pathname === pathname ? opened.id : null
  const setOpenId = (id: string | null, byClick = false) =>
    setOpened(id ? { id, pathname, byClick } : null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const { fitting, measured } = useItemsThatFit(listRef, items.length)
  const shown = fitting ?? items.length

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const open = (id: string) => {
    cancelClose()
    if (openId !== id) setOpenId(id)
  }
  const closeSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpenId(null), CLOSE_DELAY_MS)
  }

  // A click elsewhere on the page closes the menu.
  useEffect(() => {
    if (!openId) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId])
  useEffect(() => cancelClose, [])

  const toggle = (id: string) => {
    cancelClose()
    setOpenId(openId === id && opened?.byClick ? null : id, true)
  }

  /** An item with a dropdown: its trigger, and the panel under it while it is open. */
  const dropdown = (
    id: string,
    trigger: ReactNode,
    panel: ReactNode,
    { offRow = false, panelAt = 'start-0' } = {},
  ) => {
    const isOpen = openId === id
    return (
      <li
        key={id}
        data-more={id === MORE ? 'true' : undefined}
        className={offRow ? measuredOnly : 'relative'}
        onMouseEnter={() => open(id)}
        onMouseLeave={closeSoon}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            setOpenId(null)
            event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus()
          }
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null)
        }}
      >
        {trigger}
        <ul
          id={`menu-${id}`}
          hidden={!isOpen}
          className={`absolute ${panelAt} top-full z-50 mt-1 min-w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg`}
        >
          {panel}
        </ul>
      </li>
    )
  }

  const chevron = (isOpen: boolean) => (
    <ChevronDownIcon className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
  )

  const pageLinks = (item: NavItem) =>
    item.pages.map((page) => (
      <li key={page.href}>
        <Link
          href={page.href}
          aria-current={page.href === pathname ? 'page' : undefined}
          className={panelLinkClass(page.href === pathname)}
        >
          {page.title}
        </Link>
      </li>
    ))

  const rowItem = (item: NavItem, offRow: boolean) => {
    const active = isActiveItem(item, pathname)
    if (item.pages.length === 0) {
      return (
        <li key={item.id} className={offRow ? measuredOnly : undefined}>
          <Link
            href={item.href ?? '/'}
            className={itemClass(active)}
            aria-current={item.href === pathname ? 'page' : undefined}
          >
            {item.title}
          </Link>
        </li>
      )
    }
    const isOpen = openId === item.id
    return dropdown(
      item.id,
      item.href ? (
        // A product item: its label leads to its first page, the chevron opens the list.
        <span className="inline-flex items-center">
          <Link href={item.href} className={itemClass(active)}>
            {item.title}
          </Link>
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={`menu-${item.id}`}
            aria-label={item.submenuLabel}
            onClick={() => toggle(item.id)}
            className="-ms-1 rounded-md p-1.5 text-ink hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {chevron(isOpen)}
          </button>
        </span>
      ) : (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={`menu-${item.id}`}
          onClick={() => toggle(item.id)}
          className={itemClass(active)}
        >
          {item.title}
          {chevron(isOpen)}
        </button>
      ),
      pageLinks(item),
      { offRow },
    )
  }

  const leftOver = items.slice(shown)
  // In the More dropdown an item is a link (or a heading) with its pages under it.
  const moreLinks = leftOver.map((item) => (
    <li key={item.id}>
      {item.href ? (
        <Link
          href={item.href}
          aria-current={item.href === pathname ? 'page' : undefined}
          className={`${panelLinkClass(item.href === pathname)} font-semibold`}
        >
          {item.title}
        </Link>
      ) : (
        <span className="block px-4 pt-2 pb-1 text-xs font-semibold text-slate-600">
          {item.title}
        </span>
      )}
      {item.pages.length > 0 && <ul className="ps-3">{pageLinks(item)}</ul>}
    </li>
  ))

  return (
    <nav ref={navRef} aria-label={label}>
      {/* Until the row is measured, what would not fit is cut off rather than drawn over the
          buttons beside it (a dropdown only opens once it is measured, so none is cut). */}
      <ul
        ref={listRef}
        className={`relative flex flex-nowrap items-center gap-0.5 lg:justify-center xl:gap-1 ${
          measured ? '' : 'overflow-x-clip'
        }`}
      >
        {items.map((item, index) => rowItem(item, index >= shown))}
        {dropdown(
          MORE,
          <button
            type="button"
            aria-expanded={openId === MORE}
            aria-controls={`menu-${MORE}`}
            onClick={() => toggle(MORE)}
            className={itemClass(leftOver.some((item) => isActiveItem(item, pathname)))}
          >
            {moreLabel}
            {chevron(openId === MORE)}
          </button>,
          moreLinks,
          { offRow: leftOver.length === 0, panelAt: 'end-0' },
        )}
      </ul>
    </nav>
  )
}
