'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons'
import { isActiveItem, type MenuItemView } from '@/content/fromWire/header'
import { Link, usePathname } from '@/i18n/navigation'

type Props = {
  items: MenuItemView[]
  /** Server-rendered pieces shown at the top of the drawer: logo link, language switch, buttons. */
  logo: ReactNode
  actions: ReactNode
  labels: { main: string; openMenu: string; closeMenu: string }
}

/**
 * The phone menu (< 768 px): a hamburger opening a modal drawer. A modal <dialog> keeps focus
 * inside while it is open and Escape closes it; focus then goes back to the hamburger.
 */
export function MobileMenu({ items, logo, actions, labels }: Props) {
  const pathname = usePathname()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState<string | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const baseId = useId()

  const openDrawer = () => {
    // Open the section of the current page, so the visitor sees where they are.
    setExpanded(
      items.find((item) => item.pages.length > 0 && isActiveItem(item, pathname))?.id ?? null,
    )
    dialogRef.current?.showModal()
    setIsOpen(true)
  }
  const closeDrawer = () => dialogRef.current?.close()

  useEffect(() => {
    dialogRef.current?.close()
  }, [pathname])

  return (
    <div className="flex md:hidden">
      <button
        ref={buttonRef}
        type="button"
        onClick={openDrawer}
        aria-label={labels.openMenu}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        className="rounded-md p-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        aria-label={labels.main}
        onClose={() => {
          setIsOpen(false)
          buttonRef.current?.focus()
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) closeDrawer()
        }}
        onKeyDown={(event) => {
          // A modal dialog lets Tab leave for the browser's own controls; keep it going round inside.
          if (event.key !== 'Tab') return
          const focusable = [
            ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
          ].filter((el) => el.offsetParent !== null)
          const first = focusable[0]
          const last = focusable[focusable.length - 1]
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault()
            last?.focus()
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault()
            first?.focus()
          }
        }}
        className="m-0 ms-0 me-auto h-dvh max-h-none w-[85vw] max-w-sm bg-white p-0 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            {logo}
            <button
              type="button"
              onClick={closeDrawer}
              aria-label={labels.closeMenu}
              className="rounded-md p-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
            {actions}
          </div>
          <nav aria-label={labels.main} className="flex-1 overflow-y-auto px-2 py-2">
            <ul>
              {items.map((item) => {
                const active = isActiveItem(item, pathname)
                if (item.pages.length === 0) {
                  return (
                    <li key={item.id}>
                      <Link
                        href={item.href ?? '/'}
                        aria-current={item.href === pathname ? 'page' : undefined}
                        className={`block rounded-md px-3 py-3 font-semibold hover:bg-brand-50 ${active ? 'text-brand-600' : 'text-ink'}`}
                      >
                        {item.title}
                      </Link>
                    </li>
                  )
                }
                const panelId = `${baseId}-${item.id}`
                const isExpanded = expanded === item.id
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-expanded={isExpanded}
                      aria-controls={panelId}
                      onClick={() => setExpanded(isExpanded ? null : item.id)}
                      className={`flex w-full items-center justify-between rounded-md px-3 py-3 text-start font-semibold hover:bg-brand-50 ${active ? 'text-brand-600' : 'text-ink'}`}
                    >
                      {item.title}
                      <ChevronDownIcon
                        className={`h-4 w-4 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                      />
                    </button>
                    <ul
                      id={panelId}
                      hidden={!isExpanded}
                      className="mb-2 ms-3 border-s-2 border-brand-100 ps-2"
                    >
                      {item.pages.map((page) => (
                        <li key={page.href}>
                          <Link
                            href={page.href}
                            aria-current={page.href === pathname ? 'page' : undefined}
                            className={`block rounded-md px-3 py-2.5 hover:bg-brand-50 ${page.href === pathname ? 'font-semibold text-brand-700' : 'text-ink'}`}
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
        </div>
      </dialog>
    </div>
  )
}
