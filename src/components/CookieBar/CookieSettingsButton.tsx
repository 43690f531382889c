'use client'

import type { ReactNode } from 'react'

import { OPEN_COOKIE_SETTINGS_EVENT } from './consent'

/** Opens the cookie settings dialog from anywhere (the footer), so a choice can be changed later. */
export function CookieSettingsButton({
  className,
  children,
}: {
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {children}
    </button>
  )
}
