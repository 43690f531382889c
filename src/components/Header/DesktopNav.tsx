'use client'

import { useEffect, useRef, useState } from 'react'

import { ChevronDownIcon } from '@/components/icons'
import { isActiveItem, type MenuItemView } from '@/content/fromWire/header'
import { Link, usePathname } from '@/i18n/navigation'

/** Spec §9: a dropdown closes this long after the pointer leaves it. */
const CLOSE_DELAY_MS = 200

/** A menu item with its submenu button's name ("Products: show pages"), worded on the server. */
export type NavItem = MenuItemView & { submenuLabel: string }

type Props = { items: NavItem[]; label: string }

const itemClass = (active: boolean) =>
  `inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold xl:px-3 xl:text-base hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 ${
    active ? 'text-brand-600' : 'text-ink'
  }`

/**
 * The desktop menu (≥ 768 px). Hover opens one dropdown at a time and leaving closes it after
 * 200 ms; a click toggles it; Escape closes it and puts focus back on its button.
 */
export function DesktopNav({ items, label }: Props) {
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

  return (
    <nav ref={navRef} aria-label={label}>
      <ul className="flex flex-wrap items-center gap-0.5 xl:gap-1">
        {items.map((item) => {
          const active = isActiveItem(item, pathname)
          if (item.pages.length === 0) {
            return (
              <li key={item.id}>
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
          const panelId = `menu-${item.id}`
          const toggle = () => {
            cancelClose()
            setOpenId(isOpen && opened?.byClick ? null : item.id, true)
          }
          return (
            <li
              key={item.id}
              className="relative"
              onMouseEnter={() => open(item.id)}
              onMouseLeave={closeSoon}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && isOpen) {
                  setOpenId(null)
                  event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus()
                }
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  setOpenId(null)
              }}
            >
              {item.href ? (
                // A product item: its label leads to its first page, the chevron opens the list.
                <span className="inline-flex items-center">
                  <Link href={item.href} className={itemClass(active)}>
                    {item.title}
                  </Link>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={item.submenuLabel}
                    onClick={toggle}
                    className="-ms-1 rounded-md p-1.5 text-ink hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <ChevronDownIcon
                      className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={toggle}
                  className={itemClass(active)}
                >
                  {item.title}
                  <ChevronDownIcon
                    className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              )}
              <ul
                id={panelId}
                hidden={!isOpen}
                className="absolute start-0 top-full z-50 mt-1 min-w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
              >
                {item.pages.map((page) => (
                  <li key={page.href}>
                    <Link
                      href={page.href}
                      aria-current={page.href === pathname ? 'page' : undefined}
                      className={`block px-4 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none ${
                        page.href === pathname ? 'font-semibold text-brand-700' : 'text-ink'
                      }`}
                    >
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
